import type { JoinWaitlistInput, WaitlistCount, WaitlistEntry, WaitlistNotice } from '@emind/contracts';
import { waitlistExpiry, waitlistMessages, waitlistSlotPath } from '@emind/domain';
import { conflict, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { isListedPsychologist } from '../schedules/schedules.repository.ts';
import { currentNotices } from './notices.repository.ts';
import { countWaiting, deleteEntry, entriesOf, insertEntry, type EntryRow } from './waitlist.repository.ts';

const onlyClients = (user: AuthUser): void => {
  if (user.userType !== 'client') throw new HttpError(403, { detail: waitlistMessages.onlyClients });
};

const toEntry = (row: EntryRow): WaitlistEntry => ({
  id: row.id,
  psychologist: row.psychologist_id,
  psychologist_name: row.psychologist_name,
  weekdays: [...row.weekdays].map(Number).sort((a, b) => a - b),
  part_of_day: row.part_of_day,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

export async function myWaitlist(ctx: BookingContext, user: AuthUser): Promise<WaitlistEntry[]> {
  onlyClients(user);
  return (await entriesOf(ctx.db, user.profileId, ctx.now())).map(toEntry);
}

/** A patient joins a listed psychologist's waitlist; one entry per pair (409 when already waiting). */
export async function joinWaitlist(ctx: BookingContext, user: AuthUser, input: JoinWaitlistInput): Promise<WaitlistEntry> {
  onlyClients(user);
  if (!(await isListedPsychologist(ctx.db, input.psychologist))) throw notFound(waitlistMessages.psychologistUnavailable);
  const now = ctx.now();
  const id = await ctx.db.transaction().execute((trx) =>
    insertEntry(trx, {
      client_id: user.profileId,
      psychologist_id: input.psychologist,
      weekdays: [...input.weekdays].sort((a, b) => a - b),
      part_of_day: input.part_of_day,
      created_at: now,
      expires_at: waitlistExpiry(now),
    }),
  );
  if (id === null) throw conflict(waitlistMessages.alreadyJoined);
  const entry = (await entriesOf(ctx.db, user.profileId, now)).find((row) => row.id === id);
  if (!entry) throw conflict(waitlistMessages.alreadyJoined);
  return toEntry(entry);
}

/** 'Salir de la lista': only the patient's own entry (another's is a 404, as if it did not exist). */
export async function leaveWaitlist(ctx: BookingContext, user: AuthUser, id: number): Promise<void> {
  onlyClients(user);
  if (!(await deleteEntry(ctx.db, user.profileId, id))) throw notFound(waitlistMessages.notFound);
}

export async function waitingCount(ctx: BookingContext, user: AuthUser): Promise<WaitlistCount> {
  if (user.userType !== 'psychologist') throw new HttpError(403, { detail: waitlistMessages.onlyPsychologists });
  return { count: await countWaiting(ctx.db, user.profileId, ctx.now()) };
}

export async function myNotices(ctx: BookingContext, user: AuthUser): Promise<WaitlistNotice[]> {
  onlyClients(user);
  const rows = await currentNotices(ctx.db, user.profileId, ctx.now());
  return rows.map((row) => ({
    id: row.id,
    psychologist: row.psychologist_id,
    psychologist_name: row.psychologist_name,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    booking_path: waitlistSlotPath(row.psychologist_id, row),
    notified_at: new Date(row.created_at).toISOString(),
  }));
}
