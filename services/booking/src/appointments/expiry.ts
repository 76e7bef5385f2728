import { statusChangeNotes } from '@emind/domain';
import type { BookingContext } from '../context.ts';
import { dueHolds } from './lifecycle.repository.ts';
import { changeAppointment } from './transitions.service.ts';

const BATCH = 100;

/**
 * Cancels the unpaid holds whose deadline or session start has come (decisions.md), by the system. The due
 * holds are listed skipping rows another instance has locked, and each is re-checked under its own row lock,
 * so a hold expires once however many instances run this at the same time. Returns how many it expired.
 */
export async function expireUnpaidHolds(ctx: BookingContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db.transaction().execute((trx) => dueHolds(trx, now, BATCH));
  let expired = 0;
  for (const { id } of due) {
    await changeAppointment(ctx, 'system', id, (record) => {
      if (record.status !== 'PENDING_PAYMENT') return { to: record.status, note: '' };
      expired += 1;
      return { to: 'CANCELLED', note: statusChangeNotes.expired, event: 'expired' };
    }, 'cancellation');
  }
  return expired;
}
