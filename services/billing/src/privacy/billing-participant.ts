import { accessesAbout, eraseMailAbout, profileIdsOfUser, type ExportPart, type Job, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { BillingContext } from '../context.ts';
import type { BillingDatabase } from '../db/schema.ts';

type Trx = Transaction<BillingDatabase>;

const code = (appointmentId: number): string => `EM-${String(appointmentId).padStart(6, '0')}`;

async function exportPart(trx: Trx, subject: PrivacySubject): Promise<ExportPart> {
  const ids = await profileIdsOfUser(trx, subject.userId);
  if (ids.length === 0) return { data: {}, files: [] };
  // A patient's boletas (of their sessions) and a psychologist's (the ones they issued); sealed ones are read by no one.
  const boletas = await trx
    .selectFrom('boletas')
    .selectAll()
    .where('sealed_at', 'is', null)
    .where((eb) => eb.or([eb('client_id', 'in', ids), eb('issuer_id', 'in', ids)]))
    .orderBy('appointment_id')
    .execute();
  const certificates = await trx.selectFrom('certificates').selectAll().where('client_id', 'in', ids).orderBy('id').execute();
  const reminders = await trx
    .selectFrom('boleta_reminders as r')
    .innerJoin('booking.billing_sessions as s', 's.appointment_id', 'r.appointment_id')
    .select(['r.appointment_id', 'r.sent_at'])
    .where('s.psychologist_id', 'in', ids)
    .where('s.is_first_appointment', '=', false)
    .execute();
  return {
    data: {
      boletas: boletas.map((row) => ({
        appointment: code(row.appointment_id),
        receiver: row.receiver,
        folio: row.folio,
        issued_on: row.issued_on,
        file: row.file_key ? `billing/boletas/${code(row.appointment_id)}-folio-${row.folio}.pdf` : null,
        created_at: row.created_at,
        updated_at: row.updated_at,
      })),
      certificates: certificates.map((row) => ({
        code: row.code,
        psychologist_name: row.psychologist_name,
        from: row.from_date,
        to: row.to_date,
        appointments: row.appointment_ids.map(code),
        session_dates: row.session_dates,
        total: row.total,
        issued_at: row.created_at,
      })),
      boleta_reminders_sent: reminders.map((row) => ({ appointment: code(row.appointment_id), sent_at: row.sent_at })),
      // Who read the person's boletas or billing lists (their psychologist, an admin).
      accesses_by_others: await accessesAbout(trx, 'billing', subject.userId),
    },
    files: boletas.flatMap((row) => (row.file_key ? [{ name: `billing/boletas/${code(row.appointment_id)}-folio-${row.folio}.pdf`, key: row.file_key }] : [])),
  };
}

/**
 * Boletas are tax records (Código Tributario art. 17 and 200): every boleta of the person's sessions is sealed, kept
 * with its file and read by no route, screen or export, until `purge_after` (EMIND_RETENTION_PAYMENT_YEARS), when the
 * retention job deletes it. Certificates the person asked for, or that name them as the psychologist, are deleted (a
 * later verification of their code answers 'not genuine'); the reminders go, and so does mail to or about them.
 */
export function billingPrivacyParticipant(ctx: Pick<BillingContext, 'config'>): PrivacyParticipant<BillingDatabase> {
  async function erase(trx: Trx, subject: PrivacySubject, now: Date): Promise<void> {
    const ids = await profileIdsOfUser(trx, subject.userId);
    if (ids.length > 0) {
      await trx
        .updateTable('boletas')
        .set({ sealed_at: now, purge_after: sql<Date>`${now}::timestamptz + make_interval(years => ${ctx.config.retentionPaymentYears})` })
        .where('sealed_at', 'is', null)
        .where((eb) => eb.or([eb('client_id', 'in', ids), eb('psychologist_id', 'in', ids)]))
        .execute();
      await trx.deleteFrom('certificates').where((eb) => eb.or([eb('client_id', 'in', ids), eb('psychologist_id', 'in', ids)])).execute();
      await trx
        .deleteFrom('boleta_reminders')
        .where('appointment_id', 'in', trx.selectFrom('boletas').select('appointment_id').where((eb) => eb.or([eb('client_id', 'in', ids), eb('psychologist_id', 'in', ids)])))
        .execute();
    }
    await eraseMailAbout(trx, 'billing', subject);
  }
  return { service: 'billing', exportPart, erase };
}

const BATCH = 100;

/**
 * Purges the sealed boletas whose retention period has ended: each file is removed before its row is deleted, in the
 * same transaction, so a failed removal leaves the rows to be tried again and no file outlives its record.
 */
export async function purgeSealedBoletas(ctx: BillingContext): Promise<number> {
  const now = ctx.now();
  let purged = 0;
  for (;;) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('boletas').select(['id', 'file_key']).where('purge_after', '<=', now).orderBy('purge_after').limit(BATCH).forUpdate().skipLocked().execute();
      for (const row of due) if (row.file_key) await ctx.storage.remove(row.file_key);
      if (due.length > 0) await trx.deleteFrom('boletas').where('id', 'in', due.map((row) => row.id)).execute();
      return due.length;
    });
    purged += done;
    if (done < BATCH) return purged;
  }
}

export const retentionJob = (ctx: BillingContext): Job => ({ name: 'billing-retention', run: () => purgeSealedBoletas(ctx) });
