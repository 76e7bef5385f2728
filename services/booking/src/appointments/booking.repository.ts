import type { PaymentAccount } from '@emind/contracts';
import { MIN_SLOT_MINUTES, SLOT_MINUTES } from '@emind/domain';
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { BookingConfig } from '../config.ts';
import type { AppointmentRow, BookingDatabase } from '../db/schema.ts';
import { bookableListing, scheduleBlocksOf, type ScheduleBlock } from '../schedules/schedules.repository.ts';
import { appointmentColumns } from './appointments.repository.ts';
import { bankColumns, platformAccountQuery, toPaymentAccount } from './payment-accounts.ts';
import { people, type Person } from './people.repository.ts';

export interface BookingFacts {
  price: number;
  schedule: ScheduleBlock[];
  /** The parties, by profile id. */
  people: Map<number, Person>;
  /** Where a later session is paid. */
  psychologistAccount: PaymentAccount;
  /** Where a first session is paid. */
  platformAccount: PaymentAccount;
}

/** A bookable psychologist's price and payout columns, both parties and the platform's account; no row when not bookable. */
function bookingFactsQuery(db: Kysely<BookingDatabase>, config: BookingConfig, psychologistId: number, clientId: number) {
  return bookableListing(db, psychologistId).select([
    'l.approved_price',
    'p.bank_name', 'p.bank_account_type', 'p.bank_account_number', 'p.bank_account_owner', 'p.bank_account_owner_rut', 'p.bank_account_owner_email',
    jsonArrayFrom(people(db).where('d.profile_id', 'in', [psychologistId, clientId])).as('people'),
    jsonObjectFrom(platformAccountQuery(db, config)).as('platform'),
  ]);
}
type FactsRow = Awaited<ReturnType<ReturnType<typeof bookingFactsQuery>['executeTakeFirstOrThrow']>>;

function toBookingFacts(row: FactsRow, schedule: ScheduleBlock[]): BookingFacts | null {
  if (row.approved_price === null) return null;
  return {
    price: row.approved_price,
    schedule,
    people: new Map(row.people.map((person) => [person.profile_id, person])),
    psychologistAccount: toPaymentAccount(row),
    platformAccount: toPaymentAccount(row.platform ?? undefined),
  };
}

/**
 * What a booking reads before its transaction, in one round trip: the price of a bookable psychologist (null when
 * not bookable), their schedule, both parties and the two accounts the session may be paid to.
 */
export async function readBookingFacts(
  db: Kysely<BookingDatabase>,
  config: BookingConfig,
  psychologistId: number,
  clientId: number,
): Promise<BookingFacts | null> {
  const row = await bookingFactsQuery(db, config, psychologistId, clientId)
    .select(jsonArrayFrom(scheduleBlocksOf(db, psychologistId)).as('schedule'))
    .executeTakeFirst();
  return row ? toBookingFacts(row, row.schedule) : null;
}

/** One booking as the client asked for it, with what the service derived (instants, hold, price comes from the facts). */
export interface BookingRequest {
  psychologistId: number;
  clientId: number;
  clientUserId: number;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  paymentMethod: string;
  clientNotes: string;
  holdExpiresAt: Date;
  createdAt: Date;
  /** The history entry's note. */
  note: string;
}

/**
 * A whole booking in one statement, one round trip: the facts (as `readBookingFacts`, without the schedule) and,
 * only when the psychologist is bookable, `booking.book_appointment`, which takes the turns, checks the slot and
 * the closed days, writes the appointment, its history and its mails (see its migration). Undefined when not
 * bookable; the function's refusals come back as errors (booking-refusals.ts).
 */
export async function bookInOneCall(db: Kysely<BookingDatabase>, config: BookingConfig, request: BookingRequest) {
  const psychologistAccount = sql.join(bankColumns.map((column) => sql`${sql.lit(column)}, f.${sql.raw(column)}`));
  const row = await db
    .selectFrom(bookingFactsQuery(db, config, request.psychologistId, request.clientId).as('f'))
    .crossJoinLateral(
      sql<AppointmentRow>`booking.book_appointment(
        ${request.psychologistId}::integer, ${request.clientId}::integer, ${request.clientUserId}::integer,
        ${request.date}::date, ${request.startTime}::time, ${request.endTime}::time, ${request.startsAt}::timestamptz, ${request.endsAt}::timestamptz,
        ${request.paymentMethod}::text, f.approved_price, ${request.clientNotes}::text, ${request.holdExpiresAt}::timestamptz, ${request.createdAt}::timestamptz,
        ${request.note}::text, ${SLOT_MINUTES}::integer, ${MIN_SLOT_MINUTES}::integer,
        f.people::jsonb, jsonb_build_object(${psychologistAccount}), f.platform::jsonb
      )`.as('a'),
    )
    .selectAll('f')
    .select(appointmentColumns)
    // The history entry's created_at: its default, now(), is the transaction's start, the same in every statement.
    .select(sql<Date>`now()`.as('recorded_at'))
    .executeTakeFirst();
  if (!row) return undefined;
  const facts = toBookingFacts(row, []);
  return facts ? { facts, record: row } : undefined;
}
