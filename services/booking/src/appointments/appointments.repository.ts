import type { AppointmentStatus } from '@emind/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingDatabase, NewAppointment, StatusChangeRole } from '../db/schema.ts';

type Db = Kysely<BookingDatabase> | Transaction<BookingDatabase>;

/** The columns every read of an appointment needs; times as 'HH:MM'. */
export function selectAppointments(db: Db) {
  return db
    .selectFrom('appointments as a')
    .select([
      'a.id', 'a.psychologist_id', 'a.client_id', 'a.date', 'a.starts_at', 'a.ends_at', 'a.status', 'a.payment_method',
      'a.payment_amount', 'a.is_first_appointment', 'a.client_notes', 'a.psychologist_notes', 'a.payment_proof_key',
      'a.payment_proof_uploaded_at', 'a.payment_proof_mime', 'a.hold_expires_at', 'a.meeting_room', 'a.calendar_sequence',
      'a.refunded_at', 'a.created_at',
      sql<string>`to_char(a.start_time, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(a.end_time, 'HH24:MI')`.as('end_time'),
    ]);
}
export type AppointmentRecord = Awaited<ReturnType<ReturnType<typeof selectAppointments>['executeTakeFirstOrThrow']>>;

export interface NewStatusChange {
  appointment_id: number;
  from_status: AppointmentStatus | null;
  to_status: AppointmentStatus;
  changed_by_user_id: number | null;
  changed_by_role: StatusChangeRole;
  note: string;
}

export async function insertAppointment(trx: Transaction<BookingDatabase>, row: NewAppointment): Promise<number> {
  const { id } = await trx.insertInto('appointments').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertStatusChange(trx: Transaction<BookingDatabase>, change: NewStatusChange): Promise<void> {
  await trx.insertInto('appointment_status_changes').values(change).execute();
}

/**
 * Bookings of one psychologist, and of one client, take turns (transaction-scoped advisory locks, always in this
 * order). Concurrent inserts that each find the other's row under an exclusion constraint otherwise deadlock
 * (40P01) instead of one of them getting the violation; and the first-session check needs a settled answer.
 */
export async function takeBookingTurn(trx: Transaction<BookingDatabase>, psychologistId: number, clientId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('booking.psychologist'), ${psychologistId})`.execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext('booking.client'), ${clientId})`.execute(trx);
}

/** Whether the client holds another appointment with this psychologist that is not cancelled. */
export async function hasOpenAppointmentWith(db: Db, clientId: number, psychologistId: number): Promise<boolean> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('client_id', '=', clientId)
    .where('psychologist_id', '=', psychologistId)
    .where('status', '<>', 'CANCELLED')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function statusChangesOf(db: Db, appointmentIds: number[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .selectFrom('appointment_status_changes')
    .selectAll()
    .where('appointment_id', 'in', appointmentIds)
    .orderBy('appointment_id')
    .orderBy('id')
    .execute();
}

export interface AppointmentFilters {
  clientId?: number;
  psychologistId?: number;
  statuses?: readonly AppointmentStatus[];
  fromDate?: string;
  toDate?: string;
}

export async function findAppointments(db: Db, filters: AppointmentFilters): Promise<AppointmentRecord[]> {
  let query = selectAppointments(db);
  if (filters.clientId !== undefined) query = query.where('a.client_id', '=', filters.clientId);
  if (filters.psychologistId !== undefined) query = query.where('a.psychologist_id', '=', filters.psychologistId);
  if (filters.statuses && filters.statuses.length > 0) query = query.where('a.status', 'in', filters.statuses);
  if (filters.fromDate) query = query.where('a.date', '>=', filters.fromDate);
  if (filters.toDate) query = query.where('a.date', '<=', filters.toDate);
  return query.orderBy('a.starts_at').orderBy('a.id').execute();
}

export function findAppointment(db: Db, id: number): Promise<AppointmentRecord | undefined> {
  return selectAppointments(db).where('a.id', '=', id).executeTakeFirst();
}

export interface ClientCounts {
  total: number;
  upcoming: number;
  completed: number;
  lastSessionDate: string | null;
}

/** The client home's figures: not cancelled, upcoming from today (Chile), completed, the last completed date. */
export async function clientCounts(db: Db, clientId: number, today: string): Promise<ClientCounts> {
  const row = await db
    .selectFrom('appointments')
    .select([
      sql<number>`count(*) filter (where status <> 'CANCELLED')`.as('total'),
      sql<number>`count(*) filter (where date >= ${today} and status not in ('CANCELLED', 'COMPLETED'))`.as('upcoming'),
      sql<number>`count(*) filter (where status = 'COMPLETED')`.as('completed'),
      sql<string | null>`to_char(max(date) filter (where status = 'COMPLETED'), 'YYYY-MM-DD')`.as('last_session'),
    ])
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), upcoming: Number(row.upcoming), completed: Number(row.completed), lastSessionDate: row.last_session };
}

export async function hasSessionWith(db: Db, clientId: number, psychologistId: number): Promise<boolean> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('client_id', '=', clientId)
    .where('psychologist_id', '=', psychologistId)
    .where('status', 'in', ['CONFIRMED', 'COMPLETED'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
