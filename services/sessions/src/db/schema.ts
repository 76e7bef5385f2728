import type { AppointmentStatus, SessionRoomRole } from '@emind/domain';
import type { AccessEventsView } from '@emind/server-kit';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One per appointment whose room was asked for: whether the patient was let in, whether the psychologist ended it. */
export interface RoomsTable {
  appointment_id: number;
  admitted_at: Timestamp | null;
  ended_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** One per signaling connection: who was in the room and when (personal data: exported and erased). */
export interface AttendanceTable {
  id: Generated<number>;
  appointment_id: number;
  user_id: number;
  role: SessionRoomRole;
  joined_at: Generated<Date>;
  left_at: Timestamp | null;
}

/** A ticket is kept only as its SHA-256: a copy of this table opens no room. */
export interface TicketsTable {
  hash: string;
  appointment_id: number;
  user_id: number;
  role: SessionRoomRole;
  expires_at: Timestamp;
}

/** Published by booking: each appointment's two people (identity user ids), times and status. Read-only here. */
export interface SessionAppointmentsView {
  appointment_id: ColumnType<number, never, never>;
  psychologist_user_id: ColumnType<number, never, never>;
  client_user_id: ColumnType<number, never, never>;
  starts_at: ColumnType<Date, never, never>;
  ends_at: ColumnType<Date, never, never>;
  status: ColumnType<AppointmentStatus, never, never>;
}

/** Published by identity: whether an account may still be used (a deactivated or erased one may not). Read-only here. */
export interface AccountAccessView {
  user_id: ColumnType<number, never, never>;
  is_active: ColumnType<boolean, never, never>;
}

export interface SessionsDatabase {
  rooms: RoomsTable;
  attendance: AttendanceTable;
  tickets: TicketsTable;
  access_events: AccessEventsView;
  'booking.session_appointments': SessionAppointmentsView;
  'identity.account_access': AccountAccessView;
}

export type RoomRow = Selectable<RoomsTable>;
export type AttendanceRow = Selectable<AttendanceTable>;
export type SessionAppointment = Selectable<SessionAppointmentsView>;
