import { sql, type Kysely } from 'kysely';
import { bookEach, bookEachVariables } from './20261128T090000-book-in-batches.ts';

/** `bookEach`'s text with each edit made once; a text not found exactly once stops the migration. */
function edited(text: string, edits: readonly (readonly [from: string, to: string])[]): string {
  return edits.reduce((body, [from, to]) => {
    if (body.split(from).length !== 2) throw new Error(`book_each's body no longer holds: ${from}`);
    return body.replace(from, to);
  }, text);
}

/** The loop of 20261128's `booking.book_each`, which also reads a booking's `series_id` and writes it. */
const withSeries = (loop: string): string => edited(loop, [
  ['payment_method text, client_notes text, hold_expires_at timestamptz, created_at timestamptz, note text\n',
    'payment_method text, client_notes text, hold_expires_at timestamptz, created_at timestamptz, note text, series_id integer\n'],
  ['payment_amount, is_first_appointment, client_notes, hold_expires_at, created_at\n',
    'payment_amount, is_first_appointment, client_notes, hold_expires_at, created_at, series_id\n'],
  ['r.client_notes, r.hold_expires_at, r.created_at\n            ) returning * into booked;',
    'r.client_notes, r.hold_expires_at, r.created_at, r.series_id\n            ) returning * into booked;'],
  ["where coalesce(recipient.email, '') <> '';",
    "where coalesce(recipient.email, '') <> '' and r.series_id is null;"],
]);

async function createBookEach(db: Kysely<any>, body: string): Promise<void> {
  await sql`
    create or replace function booking.book_each(p_requests jsonb, p_platform_email text, p_slot_minutes integer, p_min_slot_minutes integer)
    returns table (request_position integer, facts jsonb, refusal jsonb, booked booking.appointments)
    language plpgsql volatile as $$
    declare
${bookEachVariables}    begin
${sql.raw(body)}    end
    $$
  `.execute(db);
}

/**
 * Issue 40, one booking rule: a weekly series was written by its own insert, beside the booking function's checks. Its
 * sessions now go through `booking.book_each`, the loop `booking.book_appointments` runs for bookings that depend on
 * one another (a series' sessions share client and psychologist, so each must see the ones before it): the same
 * checks (a bookable psychologist, the slot offered on an open day, no overlap, an active client), the same
 * first-session rule and history entry. A booking of a series carries its `series_id`, which the appointment keeps;
 * its 'booked' mail is not queued, because the series queues one mail for all its sessions. A booking without
 * `series_id` is made exactly as before. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createBookEach(db, withSeries(bookEach.compile(db).sql));
}

export async function down(db: Kysely<any>): Promise<void> {
  await createBookEach(db, bookEach.compile(db).sql);
}
