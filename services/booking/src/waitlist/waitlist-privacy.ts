import { sql, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Trx = Transaction<BookingDatabase>;
const iso = (value: Date | string): string => new Date(value).toISOString();
const name = sql<string>`trim(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, ''))`;

/** A patient's share of an export: their waitlist entries and the freed slots they were told of. */
export async function exportWaitlist(trx: Trx, clientId: number): Promise<Record<string, unknown>> {
  const entries = await trx
    .selectFrom('waitlist_entries as e')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'e.psychologist_id')
    .select([name.as('psychologist'), 'e.weekdays', 'e.part_of_day', 'e.created_at', 'e.expires_at'])
    .where('e.client_id', '=', clientId)
    .orderBy('e.id')
    .execute();
  const notices = await trx
    .selectFrom('waitlist_notices as n')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'n.psychologist_id')
    .select([name.as('psychologist'), 'n.date', sql<string>`to_char(n.start_time, 'HH24:MI')`.as('start_time'), sql<string>`to_char(n.end_time, 'HH24:MI')`.as('end_time'), 'n.created_at'])
    .where('n.client_id', '=', clientId)
    .orderBy('n.id')
    .execute();
  return {
    waitlist_entries: entries.map((row) => ({ ...row, weekdays: row.weekdays.map(Number), created_at: iso(row.created_at), expires_at: iso(row.expires_at) })),
    waitlist_notices: notices.map(({ created_at, ...row }) => ({ ...row, notified_at: iso(created_at) })),
  };
}

/** An erasure removes the person's entries and notices, and, for a psychologist, everyone's waiting for them. */
export async function eraseWaitlist(trx: Trx, profileId: number): Promise<void> {
  await trx.deleteFrom('waitlist_entries').where((eb) => eb.or([eb('client_id', '=', profileId), eb('psychologist_id', '=', profileId)])).execute();
  await trx.deleteFrom('waitlist_notices').where((eb) => eb.or([eb('client_id', '=', profileId), eb('psychologist_id', '=', profileId)])).execute();
  await trx.deleteFrom('freed_slots').where('psychologist_id', '=', profileId).execute();
}
