import { DOCUMENT_TITLE_MAX_CHARS, SIGNER_NAME_MAX_CHARS, documentsMessages } from '@emind/domain';
import { z } from 'zod';
import { MAX_RECORD_ID, text } from './common.ts';

/** Documents shared by a psychologist with a patient, and their signature (`/api/documents/…`, issue 41): docs/documents.md. */

const instant = z.string().describe('ISO 8601 instant');

export const documentSignatureSchema = z.object({
  /** The full name the patient typed when signing. */
  full_name: z.string(),
  signed_at: instant,
  /** SHA-256 (hex) of the original PDF that was signed. */
  document_sha256: z.string(),
});
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

export const sharedDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The other person: the patient for the psychologist, the psychologist for the patient. */
  with_name: z.string(),
  with_profile_id: z.number(),
  requires_signature: z.boolean(),
  size_bytes: z.number(),
  sha256: z.string(),
  shared_at: instant,
  /** Null until signed (and always for a document that requires no signature). */
  signature: documentSignatureSchema.nullable(),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;
export const sharedDocumentsSchema = z.array(sharedDocumentSchema);

/** The multipart fields beside `file` when a psychologist shares a document (checked once the form is read). */
export const newDocumentFieldsSchema = z.strictObject({
  patient: z.coerce.number({ error: documentsMessages.patientRequired }).int(documentsMessages.patientRequired)
    .positive(documentsMessages.patientRequired).max(MAX_RECORD_ID, documentsMessages.patientNotInCare),
  title: z.string({ error: documentsMessages.titleRequired }).trim().min(1, documentsMessages.titleRequired)
    .max(DOCUMENT_TITLE_MAX_CHARS, documentsMessages.titleTooLong),
  requires_signature: z.enum(['true', 'false'], { error: documentsMessages.badRequiresSignature }).default('false'),
});
export type NewDocumentFields = z.infer<typeof newDocumentFieldsSchema>;

export const signDocumentBody = z.object({
  full_name: text().trim().min(1, documentsMessages.fullNameRequired).max(SIGNER_NAME_MAX_CHARS, documentsMessages.fullNameTooLong),
  password: z.string({ error: documentsMessages.passwordRequired }).min(1, documentsMessages.passwordRequired).max(256, documentsMessages.wrongPassword),
});
export type SignDocument = z.infer<typeof signDocumentBody>;

export const documentParams = z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });
