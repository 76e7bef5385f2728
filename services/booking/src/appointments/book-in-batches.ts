import { MIN_SLOT_MINUTES, SLOT_MINUTES } from '@emind/domain';
import { CompiledQuery, sql, type InferResult, type Kysely } from 'kysely';
import type { BookingConfig } from '../config.ts';
import type { AppointmentRow, BookingDatabase } from '../db/schema.ts';
import { appointmentColumns } from './appointments.repository.ts';
import { toBookingFacts, type BookingFacts, type FactsJson } from './booking.repository.ts';

/**
 * One booking as the client asked for it, with what the service derived from it: in the columns the booking function
 * reads (`jsonb_to_recordset`), so the route's body, this and the function's record are one shape.
 */
export interface BookingRequest {
  psychologist_id: number;
  client_id: number;
  client_user_id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
  payment_method: string;
  client_notes: string;
  hold_expires_at: Date;
  created_at: Date;
  /** The history entry's note. */
  note: string;
  /** The weekly series the booking belongs to (its mail is the series'). */
  series_id?: number;
}

/** The error a booking of the batch raised, as `booking.book_appointments` caught it. */
interface RefusalJson {
  code: string;
  constraint?: string;
  column?: string;
  message?: string;
}

/**
 * `book_appointments` writes the bookings of a batch that do not depend on one another together; `book_each`, which it
 * calls for the rest, makes them one after the other, each seeing the ones before it (a weekly series).
 */
type BookingFunction = 'book_appointments' | 'book_each';

/** The refusal of a client measures declared a minor at the intake (booking-refusals.ts answers it). */
export const DECLARED_MINOR = 'EB451';

/**
 * The platform serves adults (issue 28): the bookings of a client measures declared a minor at the intake
 * (`measures.declared_minors`) are refused in the batch's own statement, before the booking function sees them, so
 * the rule costs no round trip of its own; the others go to the function.
 */
function batchStatement(db: Kysely<BookingDatabase>, bookingFunction: BookingFunction = 'book_appointments') {
  return db
    .selectFrom(sql<{ request_position: number; facts: FactsJson | null; refusal: RefusalJson | null }>`(
      with requests as (
        select r, (r->>'request_position')::integer as request_position,
          exists (select 1 from measures.declared_minors m where m.client_id = (r->>'client_id')::integer) as minor
        from jsonb_array_elements($1::jsonb) r
      )
      select * from ${sql.raw(`booking.${bookingFunction}`)}(
        (select coalesce(jsonb_agg(q.r), '[]') from requests q where not q.minor), $2::text, $3::integer, $4::integer)
      union all
      select q.request_position, null::jsonb, jsonb_build_object('code', ${sql.lit(DECLARED_MINOR)}), null::booking.appointments
      from requests q where q.minor
    )`.as('x'))
    .crossJoinLateral(sql<AppointmentRow>`(select (x.booked).*)`.as('a'))
    .select(['x.request_position', 'x.facts', 'x.refusal'])
    .select(appointmentColumns)
    // The history entry's created_at: its default, now(), is the transaction's start, the same in every statement.
    .select(sql<Date>`now()`.as('recorded_at'));
}
export type BookedRow = InferResult<ReturnType<typeof batchStatement>>[number];

/** Each statement's text, built and compiled once: a batch only binds its values. */
const compiledStatements = new Map<BookingFunction, string>();

/** The batch's JSON: one object per booking, numbered in the order asked. */
const requestsJson = (requests: readonly BookingRequest[]): string =>
  JSON.stringify(requests.map((request, position) => ({ request_position: position, ...request })));

/** A booking made: what it read and what it wrote. */
export interface Booked {
  facts: BookingFacts;
  record: Omit<BookedRow, 'request_position' | 'facts' | 'refusal'>;
}

/** A refusal as an error shaped like the driver's, so booking-refusals.ts reads it as it reads any other. */
const refusalError = (refusal: RefusalJson): Error =>
  Object.assign(new Error(refusal.message ?? `booking refused (${refusal.code})`), { code: refusal.code, constraint: refusal.constraint || undefined, column: refusal.column || undefined });

/** A booking's row as made: undefined when the psychologist was not bookable; throws what refused it. */
export function toBooked(row: BookedRow): Booked | undefined {
  const { request_position: _position, facts, refusal, ...record } = row;
  if (refusal) throw refusalError(refusal);
  if (!facts) return undefined;
  return { facts: toBookingFacts(facts, []), record };
}

/**
 * Writes bookings in one statement, one round trip and one commit (`booking.book_appointments`), and answers each
 * one's row, in the order asked. A refusal is in its own row (see `toBooked`); only a fault of the whole call throws.
 * A weekly series' sessions are written by `book_each`, one after the other, in the series' transaction.
 */
export async function writeBookings(
  db: Kysely<BookingDatabase>,
  config: BookingConfig,
  requests: readonly BookingRequest[],
  bookingFunction: BookingFunction = 'book_appointments',
): Promise<BookedRow[]> {
  const statement = compiledStatements.get(bookingFunction) ?? batchStatement(db, bookingFunction).compile().sql;
  compiledStatements.set(bookingFunction, statement);
  const values = [requestsJson(requests), config.platformAdminEmail ?? null, SLOT_MINUTES, MIN_SLOT_MINUTES];
  const { rows } = await db.executeQuery<BookedRow>(CompiledQuery.raw(statement, values));
  const byPosition = new Map(rows.map((row) => [row.request_position, row]));
  return requests.map((_, position) => {
    const row = byPosition.get(position);
    if (!row) throw new Error(`booking.${bookingFunction} answered no row for booking ${position}`);
    return row;
  });
}
