import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { bearer, bookablePsychologist, buildTestApp, NOW, type TestApp } from '../helpers.ts';
import { subjectOf } from '../privacy/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("a psychologist's cancellation policy and their data rights", () => {
  it('is in their export, and goes with their erasure', async () => {
    const psychologist = await bookablePsychologist(t);
    const subject = await subjectOf(t, psychologist, 'psychologist', 'Valentina', 'Rojas');
    const exported = () => t.ctx.db.transaction().execute((trx) => bookingParticipant(t.ctx).exportPart(trx, subject));
    expect((await exported()).data.cancellation_policy).toBeNull();
    const put = await t.app.inject({ method: 'PUT', url: '/api/booking/cancellation-policy/', headers: bearer(psychologist.access), payload: { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 } });
    expect(put.statusCode).toBe(200);
    expect((await exported()).data.cancellation_policy).toEqual({ free_cancellation_hours: 48, late_cancellation_refund_percent: 50, updated_at: expect.any(String) });

    await t.ctx.db.transaction().execute((trx) => bookingParticipant(t.ctx).erase(trx, subject, NOW));
    const { rows } = await sql`select 1 from booking.cancellation_policies where psychologist_id = ${psychologist.profileId}`.execute(t.database.db);
    expect(rows).toEqual([]);
  });
});
