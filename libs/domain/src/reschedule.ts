import { openStatuses, type AppointmentStatus } from './appointments.ts';

/** EMIND_RESCHEDULE_MIN_HOURS' default: a patient may move a session until this many hours before it. */
export const RESCHEDULE_MIN_HOURS = 24;

/** An appointment still open: it holds its slot and the session has not happened. */
export const reschedulableStatuses: readonly AppointmentStatus[] = openStatuses;

export const rescheduleMessages = {
  tooLate: (hours: number) => `Ya no puedes reprogramar: faltan menos de ${hours} horas para la sesión.`,
  closed: 'Esta cita ya no se puede reprogramar.',
  started: 'La sesión ya comenzó; no se puede reprogramar.',
  notParty: 'Solo el paciente o su psicólogo pueden reprogramar esta cita.',
  rescheduled: 'Cita reprogramada',
} as const;

export interface RescheduleFacts {
  /** Who asks: the appointment's client, its psychologist, or anyone else (an admin). */
  viewer: 'client' | 'psychologist' | 'other';
  status: AppointmentStatus;
  startsAt: Date;
  now: Date;
  minHours: number;
}

/** Why the viewer may not reschedule this appointment now, or null when they may. */
export function rescheduleBlockedReason({ viewer, status, startsAt, now, minHours }: RescheduleFacts): string | null {
  if (viewer === 'other') return rescheduleMessages.notParty;
  if (!reschedulableStatuses.includes(status)) return rescheduleMessages.closed;
  const untilStart = startsAt.getTime() - now.getTime();
  if (untilStart <= 0) return rescheduleMessages.started;
  // The psychologist keeps the right up to the start: the patient's limit protects the psychologist's day.
  if (viewer === 'client' && untilStart < minHours * 3_600_000) return rescheduleMessages.tooLate(minHours);
  return null;
}

/**
 * The calendar version after a move: an invitation already sent (sequence > 0) is updated in place with the next
 * sequence; before the confirmation nothing was sent, so the first invitation will carry the new time.
 */
export const rescheduledSequence = (sequence: number): number => (sequence > 0 ? sequence + 1 : sequence);
