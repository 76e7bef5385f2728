import { statusAfterRefunds } from '@emind/domain';
import { sql } from 'kysely';
import type { PaymentsContext } from '../context.ts';
import { tellRefundDone } from './refund-done-mail.ts';
import { updateTransaction } from './transactions.repository.ts';

/** Transbank refused or did not answer this many times: the refund is FAILED, for an admin ('Reembolso pendiente'). */
export const MAX_REFUND_ATTEMPTS = 5;
const CLAIM_MS = 60_000;
const BATCH = 20;

/**
 * Asks Transbank for the pending refunds (of one transaction, or all): each is claimed by a conditional update first,
 * so one instance asks once, and no database transaction stays open while Transbank answers. A refund Transbank
 * gives back is DONE (the patient gets one mail saying so) and the transaction's status follows what was given back;
 * one it refuses is tried again on the next run, and FAILED after MAX_REFUND_ATTEMPTS. Returns how many were done.
 */
export async function processRefunds(ctx: PaymentsContext, transactionId?: number): Promise<number> {
  const now = ctx.now();
  let query = ctx.db
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', new Date(now.getTime() - CLAIM_MS))]))
    .orderBy('id')
    .limit(BATCH);
  if (transactionId !== undefined) query = query.where('transaction_id', '=', transactionId);
  let done = 0;
  for (const { id } of await query.execute()) if (await refundOne(ctx, id, now)) done += 1;
  return done;
}

async function refundOne(ctx: PaymentsContext, refundId: number, now: Date): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('refunds as r')
    .set({ claimed_at: now, attempts: sql<number>`r.attempts + 1` })
    .from('transactions as t')
    .whereRef('t.id', '=', 'r.transaction_id')
    .where('r.id', '=', refundId)
    .where('r.status', '=', 'PENDING')
    .where((eb) => eb.or([eb('r.claimed_at', 'is', null), eb('r.claimed_at', '<', new Date(now.getTime() - CLAIM_MS))]))
    .returning(['r.amount', 'r.attempts', 'r.transaction_id', 't.token'])
    .executeTakeFirst();
  if (!claimed?.token) return false;
  try {
    const answer = await ctx.webpay.refund(claimed.token, claimed.amount);
    await ctx.db.transaction().execute(async (trx) => {
      // Only the first to record it done tells the patient: a claim taken over after a minute may answer twice.
      const recorded = await trx.updateTable('refunds').set({ status: 'DONE', type: answer.type, done_at: now, claimed_at: null, last_error: null })
        .where('id', '=', refundId).where('status', '=', 'PENDING').executeTakeFirst();
      if (Number(recorded.numUpdatedRows) === 1) await tellRefundDone(trx, ctx, claimed.transaction_id, claimed.amount);
      const paid = await trx.selectFrom('transactions').select(['amount', 'confirmed']).where('id', '=', claimed.transaction_id).forUpdate().executeTakeFirstOrThrow();
      const given = await trx.selectFrom('refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('transaction_id', '=', claimed.transaction_id).where('status', '=', 'DONE').executeTakeFirstOrThrow();
      // A payment that confirmed nothing goes back whole, whatever Transbank authorized (another amount, when tampered with).
      const owed = paid.confirmed === false ? Number(given.total) : paid.amount;
      await updateTransaction(trx, claimed.transaction_id, { status: statusAfterRefunds(owed, Number(given.total)) });
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db
      .updateTable('refunds')
      .set({ status: claimed.attempts >= MAX_REFUND_ATTEMPTS ? 'FAILED' : 'PENDING', claimed_at: null, last_error: message.slice(0, 500) })
      .where('id', '=', refundId)
      .execute();
    return false;
  }
}
