import type { SessionRoomRole } from '@emind/domain';
import type { AccessEventsView, PublishedRow, PublishedViews, Timestamp } from '@emind/server-kit';
import type { Generated, Selectable } from 'kysely';

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

export interface SessionsDatabase extends Pick<PublishedViews, 'booking.session_appointments' | 'identity.account_access'> {
  rooms: RoomsTable;
  attendance: AttendanceTable;
  tickets: TicketsTable;
  access_events: AccessEventsView;
}

export type RoomRow = Selectable<RoomsTable>;
export type AttendanceRow = Selectable<AttendanceTable>;
export type SessionAppointment = PublishedRow<'booking.session_appointments'>;
