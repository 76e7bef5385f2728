import type { AppointmentStatus } from '@emind/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingDatabase, NewAppointment, StatusChangeRole } from '../db/schema.ts';

type Db = Kysely<BookingDatabase> | Transaction<BookingDatabase>;

/** The columns every read of an appointment needs; times as 'HH:MM'. */
export const appointmentColumns = [
  'id', 'psychologist_id', 'client_id', 'date', 'starts_at', 'ends_at', 'status', 'payment_method',
  'payment_amount', 'is_first_appointment', 'client_notes', 'psychologist_notes', 'payment_proof_key',
  'payment_proof_uploaded_at', 'payment_proof_mime', 'hold_expires_at', 'meeting_room', 'calendar_sequence',
  'refunded_at', 'refund_amount', 'created_at', 'series_id',
  sql<string>`to_char(start_time, 'HH24:MI')`.as('start_time'),
  sql<string>`to_char(end_time, 'HH24:MI')`.as('end_time'),
] as const;

export function selectAppointments(db: Db) {
  return db.selectFrom('appointments as a').select(appointmentColumns);
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
 * Bookings of one psychologist, and of one client, take turns (transaction-scoped advisory locks keyed by user id, as
 * server-kit's `lockPersonForBooking`, which an erasure takes, is; always the
 * psychologist's first: the inner one is taken before the outer). Concurrent inserts that each find the other's row
 * under an exclusion constraint otherwise deadlock (40P01) instead of one of them getting the violation; and the
 * first-session check needs a settled answer, so it runs in a later statement (a statement reads from a snapshot
 * taken before its own locks were granted).
 */
export async function takeBookingTurn(trx: Transaction<BookingDatabase>, psychologistUserId: number, clientUserId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('booking.client'), ${clientUserId})
    from (select pg_advisory_xact_lock(hashtext('booking.psychologist'), ${psychologistUserId}) offset 0) as psychologist_turn`.execute(trx);
}

/** The booking's client had no active account when its turn came (booking.book_appointments, booking.book_each). */
export function isInactiveClient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, column, message } = error as { code?: unknown; column?: unknown; message?: unknown };
  return code === '23502' && (column === 'client_id' || (typeof message === 'string' && message.includes('"client_id"')));
}

/**
 * A booking and its history entry, in one statement. It is the client's first session with this psychologist
 * unless they hold another appointment with them that is not cancelled. Returns the appointment as
 * `selectAppointments` reads it and when the entry was recorded.
 */
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
