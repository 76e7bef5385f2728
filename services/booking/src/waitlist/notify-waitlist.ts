import { isOfferedSlot, isoWeekdayOf, partOfDayOf, slotInstants } from '@emind/domain';
import { closedDatesFor } from '../time-off/closed-days.ts';
import { enqueueMails } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { BookingContext } from '../context.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { peopleByProfile } from '../appointments/people.repository.ts';
import { listScheduleBlocks } from '../schedules/schedules.repository.ts';
import { toScheduleConfig } from '../schedules/schedules.service.ts';
import { claimFreedSlots, type ClaimedSlot } from './freed-slots.ts';
import { insertNotices, isSlotFree } from './notices.repository.ts';
import { freedSlotMail } from './waitlist-mails.ts';
import { deleteLapsedEntries } from './waitlist.repository.ts';

const BATCH = 50;
type Trx = Transaction<BookingDatabase>;

/** Profile ids, among these patients, of people who turned the waitlist mail off (identity's optional_mail). */
async function waitlistOptOuts(trx: Trx, clientIds: number[]): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('identity.profile_directory as d')
    .innerJoin('identity.optional_mail as o', 'o.user_id', 'd.user_id')
    .select('d.profile_id')
    .where('o.waitlist', '=', false)
    .where('d.profile_id', 'in', clientIds)
    .execute();
  return new Set(rows.map((row) => row.profile_id));
}

/**
 * A freed slot is worth telling about while it is ahead, still offered by the schedule (not on a day of time off or a
 * holiday the psychologist does not work) and held by no one.
 */
async function stillBookable(trx: Trx, slot: ClaimedSlot, now: Date): Promise<boolean> {
  const instants = slotInstants(slot.date, slot);
  if (!instants || instants.startsAt.getTime() <= now.getTime()) return false;
  const schedule = toScheduleConfig(await listScheduleBlocks(trx, slot.psychologist_id));
  const closed = await closedDatesFor(trx, slot.psychologist_id, { from: slot.date, to: slot.date });
  return isOfferedSlot(schedule, now, slot.date, slot, closed) && isSlotFree(trx, slot, instants.endsAt);
}

async function notifySlot(ctx: BookingContext, trx: Trx, slot: ClaimedSlot, now: Date): Promise<number> {
  const weekday = isoWeekdayOf(slot.date);
  const partOfDay = partOfDayOf(slot.start_time);
  if (weekday === null || partOfDay === null || !(await stillBookable(trx, slot, now))) return 0;
  const clients = await insertNotices(trx, slot, { weekday, partOfDay }, now);
  if (clients.length === 0) return 0;
  const optedOut = await waitlistOptOuts(trx, clients);
  const people = await peopleByProfile(trx, [slot.psychologist_id, ...clients]);
  const psychologist = people.get(slot.psychologist_id);
  const psychologistName = psychologist ? `${psychologist.first_name} ${psychologist.last_name}`.trim() : 'tu especialista';
  const mails = clients.flatMap((clientId) => {
    const patient = people.get(clientId);
    if (!patient || optedOut.has(clientId)) return [];
    return [freedSlotMail({ slot, patient: { name: patient.first_name, email: patient.email }, psychologistName, publicOrigin: ctx.config.publicOrigin })];
  });
  await enqueueMails(trx, 'booking', mails);
  return clients.length;
}

/**
 * The waitlist job: claims freed slots (SKIP LOCKED, so each is handled by one instance), records a notice per
 * waiting patient whose preferences it suits and queues their mail through the outbox, all in one transaction;
 * a patient is told of a slot once (unique notice). Lapsed entries are removed. Returns how many were told.
 */
export async function notifyWaitlist(ctx: BookingContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    await deleteLapsedEntries(trx, now);
    let notified = 0;
    for (const slot of await claimFreedSlots(trx, now, BATCH)) notified += await notifySlot(ctx, trx, slot, now);
    return notified;
  });
}
