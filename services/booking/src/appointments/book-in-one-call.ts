import { MIN_SLOT_MINUTES, SLOT_MINUTES } from '@emind/domain';
import { CompiledQuery, sql, type InferResult, type Kysely } from 'kysely';
import type { BookingConfig } from '../config.ts';
import type { AppointmentRow, BookingDatabase } from '../db/schema.ts';
import { appointmentColumns } from './appointments.repository.ts';
import type { BookingFacts } from './booking.repository.ts';
import { toPaymentAccount } from './payment-accounts.ts';
import type { Person } from './people.repository.ts';

/** One booking as the client asked for it, with what the service derived from it. */
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

/** The values of the statement's $1…$16, in order. */
const valuesOf = (config: BookingConfig, request: BookingRequest): unknown[] => [
  request.psychologistId, request.clientId, config.platformAdminEmail ?? null, request.clientUserId,
  request.date, request.startTime, request.endTime, request.startsAt, request.endsAt,
  request.paymentMethod, request.clientNotes, request.holdExpiresAt, request.createdAt, request.note,
  SLOT_MINUTES, MIN_SLOT_MINUTES,
];

function bookingStatement(db: Kysely<BookingDatabase>) {
  const value = (position: number, type: string) => sql.raw(`$${position}::${type}`);
  return db
    .selectFrom(sql<{ facts: FactsJson }>`booking.booking_facts(${value(1, 'integer')}, ${value(2, 'integer')}, ${value(3, 'text')})`.as('f'))
    .crossJoinLateral(
      sql<AppointmentRow>`booking.book_appointment(
        ${value(1, 'integer')}, ${value(2, 'integer')}, ${value(4, 'integer')}, ${value(5, 'date')}, ${value(6, 'time')}, ${value(7, 'time')},
        ${value(8, 'timestamptz')}, ${value(9, 'timestamptz')}, ${value(10, 'text')}, ${value(11, 'text')}, ${value(12, 'timestamptz')},
        ${value(13, 'timestamptz')}, ${value(14, 'text')}, ${value(15, 'integer')}, ${value(16, 'integer')}, f.facts
      )`.as('a'),
    )
    .select('f.facts')
    .select(appointmentColumns)
    // The history entry's created_at: its default, now(), is the transaction's start, the same in every statement.
    .select(sql<Date>`now()`.as('recorded_at'));
}
type BookedRow = InferResult<ReturnType<typeof bookingStatement>>[number];

/** The statement's text, built and compiled once: a booking only binds its values. */
let compiledStatement: string | undefined;

/**
 * A whole booking in one statement, one round trip: `booking.booking_facts` (as `readBookingFacts`, without the
 * schedule; no row when not bookable) and, with its facts, `booking.book_appointment`, which takes the turns, checks
 * the slot and the closed days, writes the appointment, its history and its mails (see their migration). Undefined
 * when not bookable; the function's refusals come back as errors (booking-refusals.ts).
 */
export async function bookInOneCall(db: Kysely<BookingDatabase>, config: BookingConfig, request: BookingRequest) {
  compiledStatement ??= bookingStatement(db).compile().sql;
  const { rows } = await db.executeQuery<BookedRow>(CompiledQuery.raw(compiledStatement, valuesOf(config, request)));
  const [row] = rows;
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
