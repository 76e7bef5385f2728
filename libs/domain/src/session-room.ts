import type { AppointmentStatus } from './appointments.ts';
import { CHILE_TIME_ZONE } from './greeting.ts';

/** Who a person is in an appointment's video room. */
export const sessionRoomRoles = ['patient', 'psychologist'] as const;
export type SessionRoomRole = (typeof sessionRoomRoles)[number];

/** open: a ticket may be had; early/closed: outside the window; ended: the psychologist pressed 'Finalizar sesión'. */
export const sessionRoomStates = ['open', 'early', 'closed', 'ended', 'not_confirmed'] as const;
export type SessionRoomState = (typeof sessionRoomStates)[number];

/** How far around the appointment the room is open (EMIND_SESSION_EARLY_MINUTES / EMIND_SESSION_GRACE_MINUTES). */
export interface SessionWindowMinutes {
  earlyMinutes: number;
  graceMinutes: number;
}

export const DEFAULT_SESSION_WINDOW: SessionWindowMinutes = { earlyMinutes: 10, graceMinutes: 15 };

export interface SessionRoomFacts {
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  /** When the psychologist ended the room; null while they have not. */
  endedAt: Date | null;
}

const MINUTE_MS = 60_000;

export function sessionWindow(facts: Pick<SessionRoomFacts, 'startsAt' | 'endsAt'>, minutes: SessionWindowMinutes): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(facts.startsAt.getTime() - minutes.earlyMinutes * MINUTE_MS),
    closesAt: new Date(facts.endsAt.getTime() + minutes.graceMinutes * MINUTE_MS),
  };
}

/** An ended room stays ended whatever the appointment became afterwards (COMPLETED, MISSED). */
export function sessionRoomState(facts: SessionRoomFacts, now: Date, minutes: SessionWindowMinutes): SessionRoomState {
  if (facts.endedAt) return 'ended';
  if (facts.status !== 'CONFIRMED') return 'not_confirmed';
  const { opensAt, closesAt } = sessionWindow(facts, minutes);
  if (now < opensAt) return 'early';
  if (now > closesAt) return 'closed';
  return 'open';
}

const openingTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: CHILE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** The Spanish reason a room gives no ticket, by state. */
export function sessionRoomRefusal(state: Exclude<SessionRoomState, 'open'>, opensAt: Date): string {
  switch (state) {
    case 'early':
      return `La sala aún no está abierta. Se abre el ${openingTime.format(opensAt)}.`;
    case 'closed':
      return 'La sala de esta sesión ya cerró.';
    case 'ended':
      return 'El psicólogo finalizó esta sesión.';
    case 'not_confirmed':
      return 'La sesión no está confirmada: la sala se abre solo para sesiones confirmadas.';
  }
}
