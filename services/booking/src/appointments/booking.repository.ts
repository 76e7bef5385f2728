import type { PaymentAccount } from '@emind/contracts';
import { MIN_SLOT_MINUTES, SLOT_MINUTES } from '@emind/domain';
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { BookingConfig } from '../config.ts';
import type { AppointmentRow, BookingDatabase } from '../db/schema.ts';
import { bookableListing, scheduleBlocksOf, type ScheduleBlock } from '../schedules/schedules.repository.ts';
import { appointmentColumns } from './appointments.repository.ts';
import { platformAccountQuery, toPaymentAccount } from './payment-accounts.ts';
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

/**
 * What a booking reads before its transaction, in one round trip: the price of a bookable psychologist (null when
 * not bookable), their schedule, both parties and the two accounts the session may be paid to. (A single booking
 * reads the same, less the schedule, with booking.booking_facts in bookInOneCall.)
 */
export async function readBookingFacts(
  db: Kysely<BookingDatabase>,
  config: BookingConfig,
  psychologistId: number,
  clientId: number,
): Promise<BookingFacts | null> {
  const row = await bookableListing(db, psychologistId)
    .select([
      'l.approved_price',
      'p.bank_name', 'p.bank_account_type', 'p.bank_account_number', 'p.bank_account_owner', 'p.bank_account_owner_rut', 'p.bank_account_owner_email',
      jsonArrayFrom(scheduleBlocksOf(db, psychologistId)).as('schedule'),
      jsonArrayFrom(people(db).where('d.profile_id', 'in', [psychologistId, clientId])).as('people'),
      jsonObjectFrom(platformAccountQuery(db, config)).as('platform'),
    ])
    .executeTakeFirst();
  if (!row || row.approved_price === null) return null;
  return {
    price: row.approved_price,
    schedule: row.schedule,
    people: new Map(row.people.map((person) => [person.profile_id, person])),
    psychologistAccount: toPaymentAccount(row),
    platformAccount: toPaymentAccount(row.platform ?? undefined),
  };
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

/** What `booking.booking_facts` answers: the payout columns as stored, the parties as `people` reads them. */
interface FactsJson {
  price: number;
  psychologist_account: Parameters<typeof toPaymentAccount>[0];
  platform_account: Parameters<typeof toPaymentAccount>[0] | null;
  people: Person[];
}

/**
 * A whole booking in one statement, one round trip: `booking.booking_facts` (as `readBookingFacts`, without the
 * schedule; no row when not bookable) and, with its facts, `booking.book_appointment`, which takes the turns, checks
 * the slot and the closed days, writes the appointment, its history and its mails (see their migration). Undefined
 * when not bookable; the function's refusals come back as errors (booking-refusals.ts).
 */
export async function bookInOneCall(db: Kysely<BookingDatabase>, config: BookingConfig, request: BookingRequest) {
  const row = await db
    .selectFrom(sql<{ facts: FactsJson }>`booking.booking_facts(${request.psychologistId}::integer, ${request.clientId}::integer, ${config.platformAdminEmail ?? null}::text)`.as('f'))
    .crossJoinLateral(
      sql<AppointmentRow>`booking.book_appointment(
        ${request.psychologistId}::integer, ${request.clientId}::integer, ${request.clientUserId}::integer,
        ${request.date}::date, ${request.startTime}::time, ${request.endTime}::time, ${request.startsAt}::timestamptz, ${request.endsAt}::timestamptz,
        ${request.paymentMethod}::text, ${request.clientNotes}::text, ${request.holdExpiresAt}::timestamptz, ${request.createdAt}::timestamptz,
        ${request.note}::text, ${SLOT_MINUTES}::integer, ${MIN_SLOT_MINUTES}::integer, f.facts
      )`.as('a'),
    )
    .select('f.facts')
    .select(appointmentColumns)
    // The history entry's created_at: its default, now(), is the transaction's start, the same in every statement.
    .select(sql<Date>`now()`.as('recorded_at'))
    .executeTakeFirst();
  if (!row) return undefined;
  const { facts, ...record } = row;
  const bookingFacts: BookingFacts = {
    price: facts.price,
    schedule: [],
    people: new Map(facts.people.map((person) => [person.profile_id, person])),
    psychologistAccount: toPaymentAccount(facts.psychologist_account),
    platformAccount: toPaymentAccount(facts.platform_account ?? undefined),
  };
  return { facts: bookingFacts, record };
}
