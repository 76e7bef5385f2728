import type { SessionRoomRole } from '@emind/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AttendanceRow, RoomRow, SessionAppointment, SessionsDatabase } from '../db/schema.ts';

type Db = Kysely<SessionsDatabase> | Transaction<SessionsDatabase>;

export function appointmentFacts(db: Db, appointmentId: number): Promise<SessionAppointment | undefined> {
  return db.selectFrom('booking.session_appointments').selectAll().where('appointment_id', '=', appointmentId).executeTakeFirst();
}

export function roomOf(db: Db, appointmentId: number): Promise<RoomRow | undefined> {
  return db.selectFrom('rooms').selectAll().where('appointment_id', '=', appointmentId).executeTakeFirst();
}

export async function ensureRoom(db: Db, appointmentId: number): Promise<void> {
  await db.insertInto('rooms').values({ appointment_id: appointmentId }).onConflict((oc) => oc.column('appointment_id').doNothing()).execute();
}

export async function storeTicket(db: Db, ticket: { hash: string; appointmentId: number; userId: number; role: SessionRoomRole; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('tickets')
    .values({ hash: ticket.hash, appointment_id: ticket.appointmentId, user_id: ticket.userId, role: ticket.role, expires_at: ticket.expiresAt })
    .execute();
}

/**
 * Takes the ticket: the delete is what makes it single-use (of two concurrent uses, one deletes the row, the other
 * finds none). An expired one is deleted too, and opens nothing.
 */
export async function takeTicket(db: Db, hash: string, appointmentId: number): Promise<{ user_id: number; role: SessionRoomRole } | undefined> {
  const taken = await db
    .deleteFrom('tickets')
    .where('hash', '=', hash)
    .returning(['user_id', 'role', 'appointment_id', sql<boolean>`expires_at > now()`.as('valid')])
    .executeTakeFirst();
  return taken && taken.valid && taken.appointment_id === appointmentId ? { user_id: taken.user_id, role: taken.role } : undefined;
}

export async function deleteExpiredTickets(db: Db): Promise<number> {
  const result = await db.deleteFrom('tickets').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A new connection of a person: their earlier ones in this room (another tab, one lost with its instance) have left. */
export async function join(trx: Transaction<SessionsDatabase>, appointmentId: number, userId: number, role: SessionRoomRole): Promise<number> {
  await trx.updateTable('attendance').set({ left_at: sql`now()` }).where('appointment_id', '=', appointmentId).where('user_id', '=', userId).where('left_at', 'is', null).execute();
  const row = await trx.insertInto('attendance').values({ appointment_id: appointmentId, user_id: userId, role }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function leave(db: Db, attendanceId: number): Promise<void> {
  await db.updateTable('attendance').set({ left_at: sql`now()` }).where('id', '=', attendanceId).where('left_at', 'is', null).execute();
}

/** The attendance id of the connection of `role` now in the room, or null when they are not there. */
export async function presentConnection(db: Db, appointmentId: number, role: SessionRoomRole): Promise<number | null> {
  const row = await db
    .selectFrom('attendance')
    .select('id')
    .where('appointment_id', '=', appointmentId)
    .where('role', '=', role)
    .where('left_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Lets the patient in; false when the room was ended meanwhile. */
export async function admit(db: Db, appointmentId: number): Promise<boolean> {
  const result = await db
    .updateTable('rooms')
    .set({ admitted_at: sql`coalesce(admitted_at, now())` })
    .where('appointment_id', '=', appointmentId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function endRoom(db: Db, appointmentId: number): Promise<void> {
  await db.updateTable('rooms').set({ ended_at: sql`coalesce(ended_at, now())` }).where('appointment_id', '=', appointmentId).execute();
}

export function attendanceOf(db: Db, appointmentId: number): Promise<Pick<AttendanceRow, 'user_id' | 'role' | 'joined_at' | 'left_at'>[]> {
  return db
    .selectFrom('attendance')
    .select(['user_id', 'role', 'joined_at', 'left_at'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

/** The psychologist's patients now in a waiting room: connected, not admitted, room not ended. */
export function waitingFor(db: Db, psychologistUserId: number): Promise<{ appointment_id: number; since: Date }[]> {
  return db
    .selectFrom('attendance as a')
    .innerJoin('booking.session_appointments as s', 's.appointment_id', 'a.appointment_id')
    .innerJoin('rooms as r', 'r.appointment_id', 'a.appointment_id')
    .select(['a.appointment_id', (eb) => eb.fn.min('a.joined_at').as('since')])
    .where('s.psychologist_user_id', '=', psychologistUserId)
    .where('a.role', '=', 'patient')
    .where('a.left_at', 'is', null)
    .where('r.admitted_at', 'is', null)
    .where('r.ended_at', 'is', null)
    .groupBy('a.appointment_id')
    .orderBy('since')
    .execute() as Promise<{ appointment_id: number; since: Date }[]>;
}

export interface LiveRoomState {
  admitted: boolean;
  ended: boolean;
  /** The open connection (attendance id) of each role, the newest; null when that person is not in the room. */
  present: ReadonlyMap<SessionRoomRole, number>;
}

/** What the room's connections are told: read afresh on every change, whichever instance made it. */
export async function liveRoomState(db: Db, appointmentId: number): Promise<LiveRoomState> {
  const [room, open] = await Promise.all([
    roomOf(db, appointmentId),
    db.selectFrom('attendance').select(['id', 'role']).where('appointment_id', '=', appointmentId).where('left_at', 'is', null).orderBy('id').execute(),
  ]);
  return { admitted: room?.admitted_at != null, ended: room?.ended_at != null, present: new Map(open.map((row) => [row.role, row.id])) };
}

export interface LiveCallFacts extends Pick<SessionAppointment, 'appointment_id' | 'status' | 'starts_at' | 'ends_at'> {
  ended_at: Date | null;
  /** Both people's accounts are active (neither deactivated nor erased). */
  accounts_active: boolean;
}

/** For the live-call check: each room's appointment as booking publishes it, its end, and whether both accounts still exist. */
export function liveCallFacts(db: Db, appointmentIds: readonly number[]): Promise<LiveCallFacts[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking.session_appointments as s')
    .leftJoin('rooms as r', 'r.appointment_id', 's.appointment_id')
    .leftJoin('identity.account_access as p', 'p.user_id', 's.psychologist_user_id')
    .leftJoin('identity.account_access as c', 'c.user_id', 's.client_user_id')
    .select(['s.appointment_id', 's.status', 's.starts_at', 's.ends_at', 'r.ended_at'])
    .select(sql<boolean>`coalesce(p.is_active and c.is_active, false)`.as('accounts_active'))
    .where('s.appointment_id', 'in', [...appointmentIds])
    .execute() as Promise<LiveCallFacts[]>;
}
