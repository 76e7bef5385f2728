import type { Boleta, PendingBoleta } from '@emind/contracts';
import { boletaFieldsSchema } from '@emind/contracts';
import { billingMessages, chileDateOf, type PaymentReceiver } from '@emind/domain';
import { badRequest, conflict, HttpError, isUniqueViolation, notFound, recordAccess, recordListAccess, type AuthUser, type OpenedFile, type StoredFile } from '@emind/server-kit';
import type { BillingContext } from '../context.ts';
import type { BoletaRow } from '../db/schema.ts';
import { boletasOf, findBoleta, upsertBoleta } from './boletas.repository.ts';
import { findSession, listSessions, type BillingSession } from './sessions.repository.ts';

const forbiddenWith = (detail: string): HttpError => new HttpError(403, { detail });

export const boletaFileUrl = (appointmentId: number): string => `/api/billing/appointments/${appointmentId}/boleta/file/`;

export function toBoleta(row: BoletaRow, session: Pick<BillingSession, 'code'>): Boleta {
  return {
    appointment: row.appointment_id,
    appointment_code: session.code,
    receiver: row.receiver,
    folio: row.folio,
    issued_on: row.issued_on,
    file_url: row.file_key ? boletaFileUrl(row.appointment_id) : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Whether `user` is the party that received the session's payment: its psychologist, or an admin for the platform. */
export function isReceiver(user: AuthUser, session: BillingSession): boolean {
  return session.receiver === 'platform' ? user.userType === 'admin' : user.userType === 'psychologist' && user.profileId === session.psychologistId;
}

const isParty = (user: AuthUser, session: BillingSession): boolean =>
  user.userType === 'admin' || user.profileId === session.psychologistId || user.profileId === session.clientId;

/**
 * The session a boleta may be attached to by `user`: received, not cancelled, and received by them. Someone with no
 * part in the session learns nothing of it (404); its psychologist on a first session, paid to the platform, is told why not.
 */
export async function sessionForBoleta(ctx: BillingContext, user: AuthUser, appointmentId: number): Promise<BillingSession> {
  const session = await findSession(ctx.db, appointmentId);
  if (!session || !isParty(user, session)) throw notFound(billingMessages.appointmentNotFound);
  if (!isReceiver(user, session)) throw forbiddenWith(billingMessages.notReceiver);
  if (session.cancelled) throw conflict(billingMessages.notPaid);
  return session;
}

/**
 * Validates the form's fields and records the boleta. The file, already streamed into private storage and typed by its
 * bytes, is removed again on any refusal, and the file a replacement supersedes once the new row is committed.
 */
export async function attachBoleta(ctx: BillingContext, user: AuthUser, session: BillingSession, fields: Record<string, string>, file: StoredFile | null): Promise<Boleta> {
  try {
    const parsed = boletaFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
      throw badRequest(errors);
    }
    if (parsed.data.issued_on > chileDateOf(ctx.now())) throw badRequest({ issued_on: [billingMessages.issuedOnFuture] });
    const written = await ctx.db
      .transaction()
      .execute((trx) =>
        upsertBoleta(trx, {
          appointment_id: session.appointmentId,
          receiver: session.receiver,
          issuer_id: session.receiver === 'psychologist' ? session.psychologistId : null,
          psychologist_id: session.psychologistId,
          client_id: session.clientId,
          folio: parsed.data.folio,
          issued_on: parsed.data.issued_on,
          file_key: file?.key ?? null,
          attached_by_user_id: user.id,
        }),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'boletas_folio_per_issuer')) throw conflict(billingMessages.folioTaken);
        throw error;
      });
    if (!written) throw conflict(billingMessages.boletaSealed);
    if (written.replacedFile) await ctx.storage.remove(written.replacedFile).catch(() => undefined);
    return toBoleta(written.row, session);
  } catch (error) {
    if (file) await ctx.storage.remove(file.key).catch(() => undefined);
    throw error;
  }
}

/** Who may read a session's boleta: its patient, the party that received the payment, and admins. */
async function readableSession(ctx: BillingContext, user: AuthUser, appointmentId: number): Promise<BillingSession> {
  const session = await findSession(ctx.db, appointmentId);
  if (!session || !isParty(user, session)) throw notFound(billingMessages.appointmentNotFound);
  if (user.userType !== 'admin' && user.profileId !== session.clientId && !isReceiver(user, session)) throw forbiddenWith(billingMessages.boletaForbidden);
  return session;
}

/**
 * The people whose data a read shows to someone else: the patient, and the psychologist whose tax document it is. The
 * patient reading their own session's boleta reads a document issued to them: nobody else's data.
 */
function subjectsOf(user: AuthUser, session: BillingSession, row: BoletaRow): number[] {
  if (user.profileId === session.clientId) return [];
  return row.receiver === 'psychologist' ? [session.clientUserId, session.psychologistUserId] : [session.clientUserId];
}

export async function readBoleta(ctx: BillingContext, user: AuthUser, appointmentId: number): Promise<Boleta> {
  const session = await readableSession(ctx, user, appointmentId);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findBoleta(trx, appointmentId);
    if (!row) throw notFound(billingMessages.boletaNotFound);
    await recordAccess(trx, 'billing', subjectsOf(user, session, row).map((subjectUserId) => ({ subjectUserId, actorUserId: user.id, actorRole: user.userType, resource: 'boleta', resourceId: appointmentId })));
    return toBoleta(row, session);
  });
}

export async function openBoletaFile(ctx: BillingContext, user: AuthUser, appointmentId: number): Promise<{ opened: OpenedFile; fileName: string }> {
  const session = await readableSession(ctx, user, appointmentId);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findBoleta(trx, appointmentId);
    if (!row?.file_key) throw notFound(billingMessages.boletaNotFound);
    const opened = await ctx.storage.open(row.file_key);
    await recordAccess(trx, 'billing', subjectsOf(user, session, row).map((subjectUserId) => ({ subjectUserId, actorUserId: user.id, actorRole: user.userType, resource: 'boleta', resourceId: appointmentId })));
    return { opened, fileName: `boleta-${session.code}-folio-${row.folio}.pdf` };
  });
}

const DAY_MS = 86_400_000;

/** The caller's held sessions without a boleta: a psychologist's own (later sessions), an admin's the platform's (first sessions). */
export async function pendingBoletas(ctx: BillingContext, user: AuthUser): Promise<PendingBoleta[]> {
  const receiver: PaymentReceiver = user.userType === 'admin' ? 'platform' : 'psychologist';
  const sessions = await listSessions(ctx.db, { receiver, receivedOnly: true, ...(receiver === 'psychologist' ? { psychologistId: user.profileId } : {}) });
  const boletas = await boletasOf(ctx.db, sessions.map((session) => session.appointmentId));
  // A sealed boleta still counts as attached: the session is not pending, its document is only archived.
  const sealed = new Set(
    (await ctx.db.selectFrom('boletas').select('appointment_id').where('appointment_id', 'in', [0, ...sessions.map((s) => s.appointmentId)]).where('sealed_at', 'is not', null).execute()).map(
      (row) => row.appointment_id,
    ),
  );
  const pending = sessions.filter((session) => !boletas.has(session.appointmentId) && !sealed.has(session.appointmentId));
  const now = ctx.now().getTime();
  await recordListAccess(ctx.db, 'billing', pending.map((session) => ({ subjectUserId: session.clientUserId, actorUserId: user.id, actorRole: user.userType, resource: 'billing_list' })), ctx.now());
  return pending.map((session) => ({
    appointment: session.appointmentId,
    appointment_code: session.code,
    date: session.date,
    start_time: session.startTime,
    amount: session.amount,
    receiver: session.receiver,
    patient_name: session.clientName,
    psychologist_name: session.psychologistName,
    days_pending: Math.max(0, Math.floor((now - Math.max(session.paidAt.getTime(), session.startsAt.getTime())) / DAY_MS)),
  }));
}
