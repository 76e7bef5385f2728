import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { notifyWaitlist } from '../../src/waitlist/notify-waitlist.ts';
import { bearer, book, bookablePsychologist, buildTestApp, registerUser, type TestApp } from '../helpers.ts';
import { patch, subjectOf } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: string, column: string, id: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`booking.${table}`)} where ${sql.ref(column)} = ${id}`.execute(t.database.db)).rows[0]?.n;

describe('the waitlist in data requests', () => {
  it("exports a patient's entries and notices, and an erasure removes them", async () => {
    const psychologist = await bookablePsychologist(t);
    const holder = await registerUser(t.app, 'client');
    const patient = await registerUser(t.app, 'client', { first_name: 'Wanda', last_name: 'Espera' });
    const held = (await book(t, holder, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).json<{ id: number }>().id;
    const joined = await t.app.inject({ method: 'POST', url: '/api/waitlist/', headers: bearer(patient.access), payload: { psychologist: psychologist.profileId, weekdays: [2], part_of_day: 'afternoon' } });
    expect(joined.statusCode).toBe(201);
    expect((await patch(t, holder, `/api/appointments/${held}/cancel/`)).statusCode).toBe(200);
    await notifyWaitlist(t.ctx);

    const subject = await subjectOf(t, patient, 'client', 'Wanda', 'Espera');
    const part = await t.ctx.db.transaction().execute((trx) => bookingParticipant(t.ctx).exportPart(trx, subject));
    expect(part.data.waitlist_entries).toEqual([
      expect.objectContaining({ psychologist: expect.any(String), weekdays: [2], part_of_day: 'afternoon', expires_at: '2026-07-31T12:00:00.000Z' }),
    ]);
    expect(part.data.waitlist_notices).toEqual([expect.objectContaining({ date: '2026-06-02', start_time: '15:00', end_time: '16:00' })]);

    await t.ctx.db.transaction().execute((trx) => bookingParticipant(t.ctx).erase(trx, subject, t.ctx.now()));
    expect(await count('waitlist_entries', 'client_id', patient.profileId)).toBe(0);
    expect(await count('waitlist_notices', 'client_id', patient.profileId)).toBe(0);
  });
});
