import { refundableAmount } from '@emind/domain';
import { sql } from 'kysely';
import type { PaymentsContext } from '../context.ts';
import { withRefundsPayouts, type RefundsPayoutsDatabase } from '../db/refunds-payouts-schema.ts';
import { processRefunds } from '../payments/refunds.service.ts';
import type { Kysely } from 'kysely';

const BATCH = 50;

/** The refund's reason, as Transbank's refund list and the admin read it. */
export const cancellationRefundReason = (cancelledBy: string, percent: number): string =>
  cancelledBy === 'patient' ? `Cancelación del paciente: ${percent} % según la política de cancelación` : 'Cancelación por el psicólogo o la plataforma: reembolso total';

/**
 * Card-paid cancellations booking says give money back, with no refund queued yet and not marked refunded.
 * Only an appointment a card payment confirmed: the transaction that confirmed it is the one refunded.
 */
function dueWithoutRefund(db: Kysely<RefundsPayoutsDatabase>) {
  return db
    .selectFrom('booking.refunds_due as d')
    .innerJoin('transactions as t', (join) => join.onRef('t.appointment_id', '=', 'd.appointment_id').on('t.confirmed', '=', true))
    .select(['d.appointment_id', 'd.refund_amount', 'd.refund_percent', 'd.cancelled_by', 't.id as transaction_id'])
    .where('d.payment_method', '=', 'credit_card')
    .where('d.refunded_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('refunds as r').select('r.id').whereRef('r.cancelled_appointment_id', '=', 'd.appointment_id'))))
    .orderBy('d.cancelled_at')
    .limit(BATCH)
    .execute();
}

/**
 * Queues one refund per card-paid cancellation (the unique `cancelled_appointment_id` makes a second, concurrent or
 * later, a no-op), for what the policy gives back and never more than is left of the payment. Nothing left to give
 * back (a late payment already refunded in full): booking is told it is refunded. Returns how many it queued.
 */
export async function queueCancellationRefunds(ctx: PaymentsContext): Promise<number> {
  const db = withRefundsPayouts(ctx.db);
  const now = ctx.now();
  let queued = 0;
  for (const due of await dueWithoutRefund(db)) {
    const inserted = await db.transaction().execute(async (trx) => {
      const paid = await trx.selectFrom('transactions').select('amount').where('id', '=', due.transaction_id).forUpdate().executeTakeFirstOrThrow();
      const earlier = await trx.selectFrom('refunds').select(['amount', 'status']).where('transaction_id', '=', due.transaction_id).execute();
      const amount = Math.min(due.refund_amount, refundableAmount(paid.amount, earlier));
      if (amount <= 0) {
        await recordRefunded(trx, due.appointment_id, now);
        return false;
      }
      const row = await trx
        .insertInto('refunds')
        .values({
          transaction_id: due.transaction_id, amount, reason: cancellationRefundReason(due.cancelled_by, due.refund_percent), created_at: now,
          cancelled_appointment_id: due.appointment_id,
        })
        .onConflict((conflict) => conflict.column('cancelled_appointment_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    });
    if (inserted) queued += 1;
  }
  return queued;
}

async function recordRefunded(db: Kysely<RefundsPayoutsDatabase>, appointmentId: number, at: Date): Promise<void> {
  await sql`select booking.record_card_refund(${appointmentId}::integer, ${at}::timestamptz)`.execute(db);
}

/**
 * Tells booking which cancellation refunds Transbank gave back, so the appointment is marked refunded (its
 * 'Reembolso pendiente' goes away and billing counts it). A refund Transbank kept refusing (FAILED) is not: booking
 * keeps showing it to admins as 'Reembolso pendiente', for 'Marcar reembolsado' by hand.
 */
export async function recordDoneCancellationRefunds(ctx: PaymentsContext): Promise<number> {
  const db = withRefundsPayouts(ctx.db);
  const done = await db
    .selectFrom('refunds as r')
    .innerJoin('booking.refunds_due as d', 'd.appointment_id', 'r.cancelled_appointment_id')
    .select(['d.appointment_id', 'r.done_at'])
    .where('r.status', '=', 'DONE')
    .where('d.refunded_at', 'is', null)
    .limit(BATCH)
    .execute();
  for (const row of done) await recordRefunded(db, row.appointment_id, row.done_at ?? ctx.now());
  return done.length;
}

/**
 * The job: queue the refunds cancellations are owed, ask Transbank for them (the first slice's refund call: claimed
 * once across instances, retried, FAILED after its attempts), then tell booking of those given back.
 */
export async function refundCancellations(ctx: PaymentsContext): Promise<{ queued: number; recorded: number }> {
  const queued = await queueCancellationRefunds(ctx);
  await processRefunds(ctx);
  const recorded = await recordDoneCancellationRefunds(ctx);
  return { queued, recorded };
}
