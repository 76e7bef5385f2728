import type { PrivacyParticipant, PrivacySubject } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { BookingDatabase } from '../../src/db/schema.ts';

/** Where the job is stopped: it throws, or the process dies in it; it never returns, so the part never commits. */
export type Interruption = (trx: Transaction<BookingDatabase>, subject: PrivacySubject) => Promise<never>;

/** `real`, whose erase runs every one of its statements and then is interrupted inside the still-open transaction. */
export function interruptedAfterErasing(real: PrivacyParticipant<BookingDatabase>, interrupt: Interruption): PrivacyParticipant<BookingDatabase> {
  return {
    ...real,
    erase: async (trx, subject, now) => {
      await real.erase(trx, subject, now);
      return interrupt(trx, subject);
    },
  };
}
