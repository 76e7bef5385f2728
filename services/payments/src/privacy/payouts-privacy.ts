import { appointmentCode } from '@emind/domain';
import type { Job } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { PaymentsContext } from '../context.ts';
import type { PaymentsDatabase } from '../db/schema.ts';
import { withRefundsPayouts } from '../db/refunds-payouts-schema.ts';

type Trx = Transaction<PaymentsDatabase>;

/** A psychologist's payouts (each line with the bank data it was made with, and its sessions); an admin's batches. */
export async function payoutsExport(trx: Trx, profileIds: readonly number[], userId: number) {
  const db = withRefundsPayouts(trx);
  const lines = profileIds.length === 0 ? [] : await db
    .selectFrom('payout_lines as l')
    .innerJoin('payout_batches as b', 'b.id', 'l.batch_id')
    .select(['l.batch_id', 'l.psychologist_id', 'b.up_to', 'b.paid_on', 'l.amount', 'l.sessions', 'l.rut', 'l.name', 'l.bank', 'l.account_type', 'l.account_number', 'l.email'])
    .where('l.psychologist_id', 'in', [...profileIds])
    .orderBy('l.batch_id')
    .execute();
  const sessions = profileIds.length === 0 ? [] : await db
    .selectFrom('payout_sessions').select(['batch_id', 'appointment_id', 'amount']).where('psychologist_id', 'in', [...profileIds]).orderBy('appointment_id').execute();
  const batches = await db
    .selectFrom('payout_batches').select(['id', 'up_to', 'created_at', 'created_by_user_id', 'paid_on', 'paid_by_user_id'])
    .where((eb) => eb.or([eb('created_by_user_id', '=', userId), eb('paid_by_user_id', '=', userId)]))
    .orderBy('id')
    .execute();
  return {
    payouts: lines.map(({ psychologist_id: _psychologist, batch_id: batch, ...line }) => ({
      batch,
      ...line,
      sessions: sessions.filter((session) => session.batch_id === batch).map((session) => ({ appointment: appointmentCode(session.appointment_id), amount: session.amount })),
    })),
    payout_batches_handled: batches.map((batch) => ({
      batch: batch.id, up_to: batch.up_to, created_at: batch.created_at, paid_on: batch.paid_on,
      made: batch.created_by_user_id === userId, marked_paid: batch.paid_by_user_id === userId,
    })),
  };
}

/**
 * A payout line is the platform's record of what it paid a psychologist, to which RUT and account (Código Tributario
 * art. 17 and 200): erasure keeps it, drops the e-mail (only a courtesy notice of the transfer), and dates the purge of
 * the payee's RUT, name and account. An admin's id on a batch stays a bare id, as in the access log.
 */
export async function erasePayoutLines(trx: Trx, profileIds: readonly number[], now: Date, retentionYears: number): Promise<void> {
  if (profileIds.length === 0) return;
  await withRefundsPayouts(trx)
    .updateTable('payout_lines')
    .set({ email: '', erased_at: now, purge_after: sql<Date>`${now}::timestamptz + make_interval(years => ${retentionYears})` })
    .where('psychologist_id', 'in', [...profileIds])
    .where('erased_at', 'is', null)
    .execute();
}

/** Blanks the payee's RUT, name and account of erased psychologists' lines once their retention has ended. */
export async function purgeErasedPayoutLines(ctx: Pick<PaymentsContext, 'db' | 'now'>): Promise<number> {
  const purged = await withRefundsPayouts(ctx.db)
    .updateTable('payout_lines')
    .set({ rut: '', name: '', bank: '', account_type: '', account_number: '', purge_after: null })
    .where('purge_after', '<=', ctx.now())
    .executeTakeFirst();
  return Number(purged.numUpdatedRows);
}

export const payoutRetentionJob = (ctx: Pick<PaymentsContext, 'db' | 'now'>): Job => ({ name: 'payments-retention', run: () => purgeErasedPayoutLines(ctx) });
