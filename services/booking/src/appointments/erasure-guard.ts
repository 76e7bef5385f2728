import { bookingMessages } from '@emind/domain';
import { HttpError } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';
import type { AppointmentRecord } from './appointments.repository.ts';

/** What a change of an appointment is: once a party's erasure is accepted only cancellations and refunds go through. */
export type ChangePurpose = 'cancellation' | 'refund' | 'change';

/** Whether either party of the appointment has asked to erase their account (identity's published requests). */
async function partyBeingErased(trx: Transaction<BookingDatabase>, record: Pick<AppointmentRecord, 'client_id' | 'psychologist_id'>): Promise<boolean> {
  const { rows } = await sql<{ erasing: boolean }>`
    select exists (
      select 1 from identity.privacy_requests r join identity.profile_directory d on d.user_id = r.user_id
      where r.kind = 'erasure' and d.profile_id in (${record.client_id}, ${record.psychologist_id})
    ) as erasing`.execute(trx);
  return rows[0]?.erasing === true;
}

/**
 * Refuses (409) any change but a cancellation or a refund of an appointment whose client or psychologist is being
 * erased. Called with the appointment locked: `booking.accept_erasure` locks the person's open appointments in the
 * transaction that records the erasure, so this read, a statement of its own, sees that erasure once it waited for it.
 */
export async function refuseWhileErasing(trx: Transaction<BookingDatabase>, record: Pick<AppointmentRecord, 'client_id' | 'psychologist_id'>, purpose: ChangePurpose): Promise<void> {
  if (purpose !== 'change') return;
  if (await partyBeingErased(trx, record)) throw new HttpError(409, { detail: bookingMessages.erasureUnderway });
}
