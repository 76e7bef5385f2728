import type { PaymentAccount } from '@emind/contracts';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { BookingConfig } from '../config.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { bookableListing, scheduleBlocksOf, type ScheduleBlock } from '../schedules/schedules.repository.ts';
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
 * reads the same, less the schedule, inside booking.book_appointments, book-in-batches.ts.)
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
