import type { Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { AppointmentsTable, BookingDatabase } from '../db/schema.ts';
import { selectAppointments, type AppointmentRecord } from './appointments.repository.ts';

/** The appointment, locked until the transaction ends: two changes of one appointment never interleave. */
export function lockAppointment(trx: Transaction<BookingDatabase>, id: number): Promise<AppointmentRecord | undefined> {
  return selectAppointments(trx).where('a.id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateAppointment(
  trx: Transaction<BookingDatabase>,
  id: number,
  changes: Updateable<AppointmentsTable>,
): Promise<void> {
  await trx.updateTable('appointments').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** The client's earliest open appointment with a psychologist (not cancelled, completed or missed). */
export function earliestOpenAppointment(trx: Transaction<BookingDatabase>, clientId: number, psychologistId: number) {
  return trx
    .selectFrom('appointments')
    .select(['id', 'is_first_appointment'])
    .where('client_id', '=', clientId)
    .where('psychologist_id', '=', psychologistId)
    .where('status', 'not in', ['CANCELLED', 'COMPLETED', 'NO_SHOW'])
    .orderBy('starts_at')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** PENDING_PAYMENT holds whose deadline or start has come, locked; ones another instance holds are skipped. */
export function dueHolds(trx: Transaction<BookingDatabase>, now: Date, limit: number) {
  return trx
    .selectFrom('appointments')
    .select('id')
    .where('status', '=', 'PENDING_PAYMENT')
    .where((eb) => eb.or([eb('hold_expires_at', '<=', now), eb('starts_at', '<=', now)]))
    .orderBy('hold_expires_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
