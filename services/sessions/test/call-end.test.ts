import { sessionCloseCodes, sessionCloseReasons } from '@emind/contracts';
import { appPerFile, insertBookingAppointment } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callEndCause } from '../src/rooms/call-end.ts';
import type { LiveCallFacts } from '../src/rooms/rooms.repository.ts';
import { appointment, buildAppWithPair, meetInRoom, registerSession } from './helpers.ts';

/** A call goes on only while its appointment allows it: each instance checks its own sockets every few seconds. */
const suite = appPerFile(() => buildAppWithPair({ liveCheckMs: 200 }));

const facts = (over: Partial<LiveCallFacts> = {}): LiveCallFacts => ({
  appointment_id: 1, status: 'CONFIRMED', starts_at: new Date('2026-06-01T13:00:00Z'), ends_at: new Date('2026-06-01T13:50:00Z'), ended_at: null,
  accounts_active: true, ...over,
});
const window = { earlyMinutes: 10, graceMinutes: 15 };
const at = (iso: string) => new Date(iso);

describe('callEndCause', () => {
  it('lets a call go on through the room window, the grace after the end included', () => {
    expect(callEndCause(facts(), at('2026-06-01T12:55:00Z'), window)).toBeNull();
    expect(callEndCause(facts(), at('2026-06-01T14:05:00Z'), window)).toBeNull();
  });

  it.each([
    ['the room closed (end plus grace)', facts(), '2026-06-01T14:05:01Z', 'windowClosed'],
    ['a cancelled appointment', facts({ status: 'CANCELLED' }), '2026-06-01T13:10:00Z', 'notConfirmed'],
    ['an appointment moved to a later time', facts({ starts_at: at('2026-06-02T13:00:00Z'), ends_at: at('2026-06-02T13:50:00Z') }), '2026-06-01T13:10:00Z', 'rescheduled'],
    ['an account deactivated or erased', facts({ accounts_active: false }), '2026-06-01T13:10:00Z', 'accountInactive'],
    ['a room the psychologist ended', facts({ ended_at: at('2026-06-01T13:20:00Z') }), '2026-06-01T13:30:00Z', 'ended'],
    ['an appointment gone from booking', undefined, '2026-06-01T13:10:00Z', 'notConfirmed'],
  ] as const)('ends the call for %s', (_case, row, now, cause) => {
    expect(callEndCause(row, at(now), window)).toBe(cause);
  });
});

describe('close reasons', () => {
  it('each fit a WebSocket close frame (123 bytes), with one code each', () => {
    for (const reason of Object.values(sessionCloseReasons)) expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
    expect(new Set(Object.values(sessionCloseCodes)).size).toBe(Object.keys(sessionCloseCodes).length);
  });
});

describe('a call in progress', () => {
  it("is closed on both sides, with the reason, when an account is deactivated", async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const { doctor, patient } = await meetInRoom(suite.t, suite, id);
    await sql`update identity.users set is_active = false where email = ${suite.client.email}`.execute(suite.t.database.db);
    try {
      const expected = { code: sessionCloseCodes.accountInactive, reason: sessionCloseReasons.accountInactive };
      expect(await patient.closedWith).toEqual(expected);
      expect(await doctor.closedWith).toEqual(expected);
    } finally {
      await sql`update identity.users set is_active = true where email = ${suite.client.email}`.execute(suite.t.database.db);
    }
  });

  it('is closed when the room closes, the end plus the grace, and not before', async () => {
    // An appointment that ended a minute ago, on an instance whose grace ends five seconds from now.
    const [late, lateDoctor] = await Promise.all([registerSession(suite.t.app, 'client'), registerSession(suite.t.app, 'psychologist')]);
    const startsAt = new Date(Date.now() - 51 * 60_000);
    const id = await insertBookingAppointment(suite.t.database.db, {
      psychologistProfileId: lateDoctor.profileId, clientProfileId: late.profileId, startsAt, minutes: 50, status: 'CONFIRMED', paymentAmount: 30000,
      isFirst: true, holdExpiresAt: startsAt,
    });
    const graceMs = Date.now() - (startsAt.getTime() + 50 * 60_000) + 5_000;
    const other = await suite.t.secondInstance({ window: { earlyMinutes: 60, graceMinutes: graceMs / 60_000 } });
    const { doctor, patient } = await meetInRoom(suite.t, { client: late, psychologist: lateDoctor }, id, { app: other });
    doctor.send({ type: 'signal', payload: { still: 'here' } });
    expect(await patient.next('signal')).toEqual({ type: 'signal', payload: { still: 'here' } });

    const expected = { code: sessionCloseCodes.windowClosed, reason: sessionCloseReasons.windowClosed };
    expect(await patient.closedWith).toEqual(expected);
    expect(await doctor.closedWith).toEqual(expected);
  });
});
