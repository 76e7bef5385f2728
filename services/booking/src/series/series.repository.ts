import type { Kysely, Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';
import { selectAppointments, type AppointmentRecord } from '../appointments/appointments.repository.ts';

type Db = Kysely<BookingDatabase> | Transaction<BookingDatabase>;

export interface HeldRange {
  psychologist_id: number;
  client_id: number;
  starts_at: Date;
  ends_at: Date;
}

/** What the psychologist or the client already holds (not cancelled) between two instants. */
export async function heldRanges(db: Db, psychologistId: number, clientId: number, from: Date, to: Date): Promise<HeldRange[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(['psychologist_id', 'client_id', 'starts_at', 'ends_at'])
    .where('status', '<>', 'CANCELLED')
    .where((eb) => eb.or([eb('psychologist_id', '=', psychologistId), eb('client_id', '=', clientId)]))
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
  return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }));
}

export async function insertSeries(
  trx: Transaction<BookingDatabase>,
  row: { psychologist_id: number; client_id: number; weeks: number; created_at: Date },
): Promise<number> {
  const { id } = await trx.insertInto('appointment_series').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Every session of a series, locked in one order (by id), so two changes of one series queue instead of deadlocking. */
export function lockSeries(trx: Transaction<BookingDatabase>, seriesId: number): Promise<AppointmentRecord[]> {
  return selectAppointments(trx).where('a.series_id', '=', seriesId).orderBy('a.id').forUpdate().execute();
}

export function appointmentsByIds(db: Db, ids: number[]): Promise<AppointmentRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectAppointments(db).where('a.id', 'in', ids).orderBy('a.starts_at').execute();
}
