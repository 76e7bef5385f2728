import { describe, expect, it } from 'vitest';
import type { SessionRoom } from '@emind/contracts';
import { nextRoomReadIn } from './get-session-room.ts';

const now = Date.parse('2026-12-10T12:50:00Z');
const room = (state: SessionRoom['state'], opensInMs: number): SessionRoom => ({
  appointment_id: 1,
  role: 'patient',
  state,
  opens_at: new Date(now + opensInMs).toISOString(),
  closes_at: new Date(now + 3_600_000).toISOString(),
  starts_at: new Date(now + 600_000).toISOString(),
  ends_at: new Date(now + 3_000_000).toISOString(),
});

describe('an early room page reads the room again when it opens', () => {
  it('a second after the opening when that is within the minute', () => {
    expect(nextRoomReadIn(room('early', 20_000), now)).toBe(21_000);
  });

  it('within a minute at most when the opening is far', () => {
    expect(nextRoomReadIn(room('early', 3 * 86_400_000), now)).toBe(60_000);
  });

  it('soon, but not in a loop, when the opening already passed by this clock', () => {
    expect(nextRoomReadIn(room('early', -5_000), now)).toBe(1_000);
  });

  it('never for a room that is open, closed, ended or not confirmed, nor before the first answer', () => {
    for (const state of ['open', 'closed', 'ended', 'not_confirmed'] as const) expect(nextRoomReadIn(room(state, -1), now)).toBe(false);
    expect(nextRoomReadIn(undefined, now)).toBe(false);
  });
});
