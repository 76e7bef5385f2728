import type { Appointment } from '@emind/contracts';
import { appointmentCode, bookingMessages, verifiableStatuses } from '@emind/domain';
import { HttpError, notFound, type AuthUser, type OpenedFile, type StoredFile, type UploadRule } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { appointmentForViewer } from './appointment-view.ts';
import { findAppointment } from './appointments.repository.ts';
import { canSee } from './appointment-view.ts';
import { changeAppointment } from './transitions.service.ts';
import { recordPatientRead } from '../privacy/access.ts';

export const PAYMENT_PROOF_RULE: UploadRule = {
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  tooLarge: bookingMessages.proofTooLarge,
  wrongType: bookingMessages.proofWrongType,
};

/**
 * The client's proof of transfer (already streamed into private storage, typed by content):
 * PENDING_PAYMENT → PAYMENT_UPLOADED; while PAYMENT_UPLOADED a new proof replaces the old one.
 * A refused proof's file is removed.
 */
export async function uploadPaymentProof(ctx: BookingContext, client: AuthUser, id: number, stored: StoredFile): Promise<Appointment> {
  let replaced: string | null = null;
  try {
    if (client.userType !== 'client') throw new HttpError(403, { detail: bookingMessages.proofNotAllowed });
    await changeAppointment(ctx, client, id, (record) => {
      if (!verifiableStatuses.includes(record.status)) {
        throw new HttpError(400, { detail: bookingMessages.proofNotAllowed });
      }
      replaced = record.payment_proof_key;
      return {
        to: 'PAYMENT_UPLOADED',
        note: 'Comprobante de pago subido',
        changes: { payment_proof_key: stored.key, payment_proof_mime: stored.mime, payment_proof_uploaded_at: ctx.now() },
        event: 'proof_uploaded',
      };
    });
  } catch (error) {
    await ctx.storage.remove(stored.key);
    throw error;
  }
  if (replaced) await ctx.storage.remove(replaced);
  return appointmentForViewer(ctx, client, id);
}

export interface ProofFile {
  opened: OpenedFile;
  mime: string;
  fileName: string;
}

/** The proof, for the client, the appointment's psychologist and admins (whose reads are logged). */
export async function readPaymentProof(ctx: BookingContext, viewer: AuthUser, id: number): Promise<ProofFile> {
  const record = await ctx.db.transaction().execute(async (trx) => {
    const found = await findAppointment(trx, id);
    if (!found || !canSee(viewer, found)) throw notFound(bookingMessages.appointmentNotFound);
    if (!found.payment_proof_key || !found.payment_proof_mime) throw notFound(bookingMessages.proofMissing);
    await recordPatientRead(trx, viewer, found.client_id, ['payment_proof'], found.id);
    return { ...found, payment_proof_key: found.payment_proof_key, payment_proof_mime: found.payment_proof_mime };
  });
  const extension = record.payment_proof_key.split('.').at(-1) ?? 'bin';
  const opened = await ctx.storage.open(record.payment_proof_key).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') throw notFound(bookingMessages.proofMissing);
    throw error;
  });
  return { opened, mime: record.payment_proof_mime, fileName: `comprobante-${appointmentCode(record.id)}.${extension}` };
}
