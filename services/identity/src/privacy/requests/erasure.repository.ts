import type { AppointmentStatus } from '@emind/domain';
import { sql, type Transaction } from 'kysely';
import type { IdentityDatabase } from '../../db/schema.ts';

export interface BlockingSessionRow {
  id: number;
  date: string;
  start_time: string;
  status: AppointmentStatus;
  other_first_name: string | null;
  other_last_name: string | null;
}

/**
 * The person's paid or confirmed sessions still ahead (booking's published view), with the other party's name.
 * Read under the person's booking turn, so no booking of theirs can slip in between this read and the deactivation.
 */
export function blockingSessions(trx: Transaction<IdentityDatabase>, profileId: number): Promise<BlockingSessionRow[]> {
  return trx
    .selectFrom('booking.upcoming_sessions as s')
    .leftJoin('profiles as p', (join) =>
      join.on(sql<boolean>`p.id = case when s.client_id = ${profileId} then s.psychologist_id else s.client_id end`),
    )
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([
      's.id',
      // text whether booking publishes them as date/time or as text
      sql<string>`s.date::text`.as('date'),
      sql<string>`substr(s.start_time::text, 1, 5)`.as('start_time'),
      's.status',
      'u.first_name as other_first_name',
      'u.last_name as other_last_name',
    ])
    .where((eb) => eb.or([eb('s.client_id', '=', profileId), eb('s.psychologist_id', '=', profileId)]))
    .orderBy('s.date')
    .orderBy('s.start_time')
    .execute();
}

export async function deactivateAccount(trx: Transaction<IdentityDatabase>, userId: number): Promise<void> {
  await trx.updateTable('users').set({ is_active: false }).where('id', '=', userId).execute();
}

/**
 * Booking's half of accepting the erasure, in this transaction (its published `booking.accept_erasure`): locks the
 * person's open appointments, and unless one ahead blocks the erasure, cancels their unpaid holds. False when blocked.
 */
export async function acceptInBooking(trx: Transaction<IdentityDatabase>, profileId: number, now: Date): Promise<boolean> {
  const { rows } = await sql<{ accepted: boolean }>`select booking.accept_erasure(${profileId}, ${now}) as accepted`.execute(trx);
  return rows[0]?.accepted === true;
}

/** The RUT and phone the erasure request keeps until it closes, to find the person in what others wrote. */
export async function contactsOf(trx: Transaction<IdentityDatabase>, userId: number): Promise<{ rut: string; phone: string }> {
  const row = await trx.selectFrom('profiles').select(['rut', 'phone']).where('user_id', '=', userId).executeTakeFirst();
  return { rut: row?.rut ?? '', phone: row?.phone ?? '' };
}
