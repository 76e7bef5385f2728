import type { Job } from '@emind/server-kit';
import type { PaymentsContext } from '../context.ts';
import { processRefunds } from './refunds.service.ts';
import { settleClaimed } from './returns.service.ts';
import { claimTransaction, failUntokened, settleableTransactions } from './transactions.repository.ts';

/** A claim older than this was left by a process stopped between Transbank's answer and our write. */
const STALE_CLAIM_MS = 60_000;
const BATCH = 50;

/**
 * Settles the transactions no return settled: the ones still open once the hold is over (the tab was closed, the
 * return never came) and the ones a stopped process left claimed. Each is claimed again by one conditional update
 * (one instance asks), then settled by Transbank's status call: an authorization confirms the appointment or is
 * refunded, anything else ends it. Then asks Transbank for the refunds still pending. Returns how many it settled.
 */
export async function settleOpenTransactions(ctx: PaymentsContext): Promise<number> {
  const now = ctx.now();
  const openBefore = new Date(now.getTime() - ctx.config.holdMinutes * 60_000);
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  let settled = 0;
  for (const row of await settleableTransactions(ctx.db, openBefore, staleBefore, BATCH)) {
    if (!row.token) {
      // Transbank never answered its creation (the process stopped there): no one was given a form to pay on.
      if (await failUntokened(ctx.db, row.id)) settled += 1;
      continue;
    }
    const claimed = await claimTransaction(ctx.db, row.id, now, staleBefore);
    if (!claimed) continue;
    if ((await settleClaimed(ctx, claimed, 'status', 'TIMED_OUT')) !== 'COMMITTING') settled += 1;
  }
  await processRefunds(ctx);
  return settled;
}

export const settleJob = (ctx: PaymentsContext): Job => ({ name: 'payments-settle', run: () => settleOpenTransactions(ctx) });
