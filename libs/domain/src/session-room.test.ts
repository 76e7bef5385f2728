import { describe, expect, it } from 'vitest';
import { appointmentStatuses } from './appointments.ts';
import { DEFAULT_SESSION_WINDOW, sessionRoomRefusal, sessionRoomState, sessionWindow } from './session-room.ts';

const startsAt = new Date('2026-12-01T13:00:00Z');
const endsAt = new Date('2026-12-01T14:00:00Z');
const at = (iso: string) => new Date(iso);
const confirmed = { status: 'CONFIRMED' as const, startsAt, endsAt, endedAt: null };

describe('the session room', () => {
  it('opens EARLY minutes before the start and closes GRACE minutes after the end', () => {
    expect(sessionWindow({ startsAt, endsAt }, DEFAULT_SESSION_WINDOW)).toEqual({ opensAt: at('2026-12-01T12:50:00Z'), closesAt: at('2026-12-01T14:15:00Z') });
    expect(sessionWindow({ startsAt, endsAt }, { earlyMinutes: 90, graceMinutes: 0.5 })).toEqual({
      opensAt: at('2026-12-01T11:30:00Z'), closesAt: at('2026-12-01T14:00:30Z'),
    });
  });

  it.each([
    ['2026-12-01T12:49:59Z', 'early'],
    ['2026-12-01T12:50:00Z', 'open'],
    ['2026-12-01T14:15:00Z', 'open'],
    ['2026-12-01T14:15:01Z', 'closed'],
  ] as const)('of a confirmed session at %s is %s', (now, state) => {
    expect(sessionRoomState(confirmed, at(now), DEFAULT_SESSION_WINDOW)).toBe(state);
  });

  it.each(appointmentStatuses.filter((status) => status !== 'CONFIRMED'))('of a %s session is not_confirmed, even inside the window', (status) => {
    expect(sessionRoomState({ ...confirmed, status }, at('2026-12-01T13:30:00Z'), DEFAULT_SESSION_WINDOW)).toBe('not_confirmed');
  });

  it('stays ended once the psychologist ended it, whatever the appointment became', () => {
    const ended = { ...confirmed, status: 'COMPLETED' as const, endedAt: at('2026-12-01T13:55:00Z') };
    expect(sessionRoomState(ended, at('2026-12-01T13:56:00Z'), DEFAULT_SESSION_WINDOW)).toBe('ended');
  });

  it('tells when a room that is not open yet opens, in Chile time', () => {
    expect(sessionRoomRefusal('early', at('2026-12-01T12:50:00Z'))).toBe('La sala aún no está abierta. Se abre el martes, 1 de diciembre, 09:50.');
  });
});
