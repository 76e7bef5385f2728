import type { PaymentAccount } from '@emind/contracts';
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { BookingConfig } from '../config.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { scheduleBlocksOf, type ScheduleBlock } from '../schedules/schedules.repository.ts';
import { toPaymentAccount } from './payment-accounts.ts';
import type { Person } from './people.repository.ts';

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

/** A booking's facts as `booking.booking_facts` reads them: the payout columns as stored, the parties as `people` reads them. */
export interface FactsJson {
  price: number;
  psychologist_account: Parameters<typeof toPaymentAccount>[0];
  platform_account: Parameters<typeof toPaymentAccount>[0] | null;
  people: Person[];
}

export function toBookingFacts(facts: FactsJson, schedule: ScheduleBlock[]): BookingFacts {
  return {
    price: facts.price,
    schedule,
    people: new Map(facts.people.map((person) => [person.profile_id, person])),
    psychologistAccount: toPaymentAccount(facts.psychologist_account),
    platformAccount: toPaymentAccount(facts.platform_account ?? undefined),
  };
}

/**
 * What a series reads before its transaction, in one round trip: the facts every booking reads, by the booking
 * function's own `booking.booking_facts` (null when the psychologist is not bookable), and their schedule.
 */
export async function readBookingFacts(
  db: Kysely<BookingDatabase>,
  config: BookingConfig,
  psychologistId: number,
  clientId: number,
): Promise<BookingFacts | null> {
  const row = await db
    .selectNoFrom([
      sql<FactsJson | null>`(select f.facts from booking.booking_facts(${psychologistId}::integer, ${clientId}::integer, ${config.platformAdminEmail ?? null}::text) f)`.as('facts'),
      jsonArrayFrom(scheduleBlocksOf(db, psychologistId)).as('schedule'),
    ])
    .executeTakeFirstOrThrow();
  return row.facts ? toBookingFacts(row.facts, row.schedule) : null;
}
