import { formatLongDate } from '@emind/domain';
import type { AuthUser } from '@emind/server-kit';
import type { AppointmentRecord } from '../appointments/appointments.repository.ts';

/** Where an appointment goes: a Chile date and wall-clock times. */
export interface Move {
  date: string;
  start_time: string;
  end_time: string;
}

/** The user's part in this appointment; admins and others are 'other' (they do not reschedule). */
export function partyOf(user: AuthUser, record: Pick<AppointmentRecord, 'client_id' | 'psychologist_id'>): 'client' | 'psychologist' | 'other' {
  if (user.userType === 'client' && record.client_id === user.profileId) return 'client';
  if (user.userType === 'psychologist' && record.psychologist_id === user.profileId) return 'psychologist';
  return 'other';
}

const slotText = (move: Move) => `${formatLongDate(`${move.date}T12:00:00Z`)}, ${move.start_time}–${move.end_time}`;

/** The history entry's words: from, to, and what was said to the other party. */
export function moveNote(from: Move, to: Move, note: string): string {
  const moved = `Cita reprogramada del ${slotText(from)} al ${slotText(to)}.`;
  return note ? `${moved} ${note}` : moved;
}
