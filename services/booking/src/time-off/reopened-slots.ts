import { availabilityWindow, availableDays, slotInstants } from '@emind/domain';
import type { Transaction } from 'kysely';
import type { BookingContext } from '../context.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { listScheduleBlocks, takenIntervals } from '../schedules/schedules.repository.ts';
import { toScheduleConfig } from '../schedules/schedules.service.ts';
import { recordFreedSlots, type FreedSlot } from '../waitlist/freed-slots.ts';
import { closedDatesFor } from './closed-days.ts';

/**
 * Days that open again (time off removed, holidays worked again) free their slots: the waitlist hears of the
 * ones now bookable in the booking window, in the same transaction as the change.
 */
export async function recordReopenedSlots(
  ctx: BookingContext,
  trx: Transaction<BookingDatabase>,
  psychologistId: number,
  reopened: (date: string) => boolean,
): Promise<void> {
  const now = ctx.now();
  const window = availabilityWindow(now);
  const schedule = toScheduleConfig(await listScheduleBlocks(trx, psychologistId));
  const taken = await takenIntervals(trx, psychologistId, window);
  const closed = await closedDatesFor(trx, psychologistId, window);
  const freed: FreedSlot[] = availableDays(schedule, now, { taken, closed })
    .filter((day) => reopened(day.date))
    .flatMap((day) =>
      day.slots.flatMap((slot) => {
        const instants = slotInstants(day.date, slot);
        return instants ? [{ psychologist_id: psychologistId, date: day.date, ...slot, starts_at: instants.startsAt }] : [];
      }),
    );
  await recordFreedSlots(trx, freed);
}
