import { createHash } from 'node:crypto';
import { newDocumentFieldsSchema, type SharedDocument, type SignDocument } from '@emind/contracts';
import { documentsMessages, ERASED_PATIENT_NAME, ERASED_PSYCHOLOGIST_NAME, sameFullName } from '@emind/domain';
import {
  badRequest, conflict, notFound, recordAccess, recordListAccess, UNKNOWN_FIELD_MESSAGE, type AuthUser, type FieldErrors, type OpenedFile, type StoredFile,
} from '@emind/server-kit';
import type { z } from 'zod';
import type { MessagingContext } from '../context.ts';
import { partyOf } from '../conversations/conversations.service.ts';
import type { Party } from '../conversations/conversations.repository.ts';
import { defaultDocumentsConfig } from './documents-config.ts';
import { documentOf, documentsOf, fullNameOf, inCare, insertDocument, insertSignature, type DocumentView } from './documents.repository.ts';
import { checkSignerPassword } from './password-check.ts';
import { canAddSignaturePage, withSignaturePage } from './signature-page.ts';

const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const otherName = (row: DocumentView, party: Party): string =>
  `${row.other_first_name ?? ''} ${row.other_last_name ?? ''}`.trim() || (party.role === 'client' ? ERASED_PSYCHOLOGIST_NAME : ERASED_PATIENT_NAME);

function toDocument(row: DocumentView, party: Party): SharedDocument {
  return {
    id: row.id, title: row.title, with_name: otherName(row, party), with_profile_id: row.other_profile_id, requires_signature: row.requires_signature,
    size_bytes: row.size_bytes, sha256: row.sha256, shared_at: new Date(row.created_at).toISOString(),
    signature: row.signed_at && row.signed_name && row.signed_sha256
      ? { full_name: row.signed_name, signed_at: new Date(row.signed_at).toISOString(), document_sha256: row.signed_sha256 }
      : null,
  };
}

/** A document is the patient's health data: the psychologist's reads of it go into the patient's access log. */
const patientOf = (row: DocumentView, party: Party): number | null => (party.role === 'psychologist' ? row.other_user_id : null);

export async function listDocuments(ctx: MessagingContext, user: AuthUser): Promise<SharedDocument[]> {
  const party = partyOf(user);
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await documentsOf(trx, party);
    const records = rows.flatMap((row) => {
      const subject = patientOf(row, party);
      return subject === null ? [] : [{ subjectUserId: subject, actorUserId: user.id, actorRole: user.userType, resource: 'shared_documents' as const }];
    });
    await recordListAccess(trx, 'messaging', records, ctx.now());
    return rows.map((row) => toDocument(row, party));
  });
}

/** Each field's Spanish messages; a field the form should not have is named, as the JSON routes name it. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'detail')];
    for (const field of fields) (errors[field] ??= []).push(issue.code === 'unrecognized_keys' ? UNKNOWN_FIELD_MESSAGE : issue.message);
  }
  return errors;
}

/**
 * Records a PDF the psychologist shared, already streamed into private storage, typed by its bytes and hashed on the
 * way; it is removed again on any refusal (a bad field, a patient not in care, a PDF that cannot take a signature page).
 */
export async function shareDocument(ctx: MessagingContext, user: AuthUser, fields: Record<string, string>, file: StoredFile | null, sha256: string): Promise<SharedDocument> {
  const party = partyOf(user);
  try {
    const parsed = newDocumentFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(fieldErrors(parsed.error.issues));
    if (!file) throw badRequest({ file: [documentsMessages.fileRequired] });
    const { patient, title } = parsed.data;
    const requiresSignature = parsed.data.requires_signature === 'true';
    if (!(await inCare(ctx.db, patient, party.profileId))) throw notFound(documentsMessages.patientNotInCare);
    if (requiresSignature && !(await canAddSignaturePage(await ctx.storage.read(file.key)))) throw badRequest({ file: [documentsMessages.fileUnreadable] });
    const id = await insertDocument(ctx.db, {
      psychologist_id: party.profileId, client_id: patient, title, file_key: file.key, size_bytes: file.size, sha256,
      requires_signature: requiresSignature, created_at: ctx.now(),
    });
    const row = await documentOf(ctx.db, party, id);
    if (!row) throw new Error('shared document vanished after insert');
    return toDocument(row, party);
  } catch (error) {
    if (file) await ctx.storage.remove(file.key).catch(() => undefined);
    throw error;
  }
}

async function readable(ctx: MessagingContext, user: AuthUser, id: number): Promise<DocumentView> {
  const party = partyOf(user);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await documentOf(trx, party, id);
    if (!row) throw notFound(documentsMessages.notFound);
    const subject = patientOf(row, party);
    if (subject !== null) {
      await recordAccess(trx, 'messaging', { subjectUserId: subject, actorUserId: user.id, actorRole: user.userType, resource: 'shared_document', resourceId: id });
    }
    return row;
  });
}

/** 'consentimiento-informado.pdf': the title in plain ASCII, for the download's file name. */
function fileNameOf(title: string, suffix = ''): string {
  const base = title.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${base || 'documento'}${suffix}.pdf`;
}

export async function openDocumentFile(ctx: MessagingContext, user: AuthUser, id: number): Promise<{ opened: OpenedFile; fileName: string }> {
  const row = await readable(ctx, user, id);
  return { opened: await ctx.storage.open(row.file_key), fileName: fileNameOf(row.title) };
}

export async function openSignedFile(ctx: MessagingContext, user: AuthUser, id: number): Promise<{ opened: OpenedFile; fileName: string }> {
  const row = await readable(ctx, user, id);
  if (!row.signed_file_key) throw conflict(row.requires_signature ? documentsMessages.notSignedYet : documentsMessages.noSignatureRequired);
  return { opened: await ctx.storage.open(row.signed_file_key), fileName: fileNameOf(row.title, '-firmado') };
}

/**
 * 'Firmar': the patient's typed full name (their account's, without regard to case or accents) and their password
 * (counted like a login). The signed copy is made before the signature is written; of two requests at once one writes
 * it (the table's primary key) and the other answers 409 and removes its copy.
 */
export async function signDocument(ctx: MessagingContext, user: AuthUser, id: number, body: SignDocument, ipAddress: string): Promise<SharedDocument> {
  const party = partyOf(user);
  const row = await documentOf(ctx.db, party, id);
  if (!row) throw notFound(documentsMessages.notFound);
  if (!row.requires_signature) throw conflict(documentsMessages.noSignatureRequired);
  if (row.signed_at) throw conflict(documentsMessages.alreadySigned);
  const accountName = (await fullNameOf(ctx.db, party.profileId)) ?? '';
  if (!sameFullName(body.full_name, accountName)) throw badRequest({ full_name: [documentsMessages.fullNameMismatch] });
  await checkSignerPassword(ctx.db, user.id, body.password, (ctx.config.documents ?? defaultDocumentsConfig).passwordPerAccount);

  const original = await ctx.storage.read(row.file_key);
  const signedAt = ctx.now();
  const sha256 = sha256Of(original);
  const signed = await withSignaturePage(original, {
    title: row.title, signerName: body.full_name, psychologistName: otherName(row, party), signedAt, ipAddress, sha256,
  });
  const stored = await ctx.storage.save('private', 'signed-documents', Buffer.from(signed), 'pdf', 'application/pdf');
  const written = await insertSignature(ctx.db, {
    document_id: id, signer_profile_id: party.profileId, signer_user_id: user.id, full_name: body.full_name, signed_at: signedAt,
    ip_address: ipAddress, document_sha256: sha256, signed_file_key: stored.key,
  }).catch(async (error: unknown) => {
    await ctx.storage.remove(stored.key).catch(() => undefined);
    throw error;
  });
  if (!written) {
    await ctx.storage.remove(stored.key).catch(() => undefined);
    throw conflict(documentsMessages.alreadySigned);
  }
  return toDocument({ ...row, signed_name: written.full_name, signed_at: signedAt, signed_sha256: sha256, signed_ip: ipAddress, signed_file_key: stored.key }, party);
}
