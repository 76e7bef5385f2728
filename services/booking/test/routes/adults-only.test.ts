import { intakeMessages } from '@emind/domain/measures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookablePsychologist, buildTestApp, declareMinor, registerUser, type TestApp } from '../helpers.ts';
import { bookSeries } from '../series/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const appointmentsOf = async (clientProfileId: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from booking.appointments where client_id = ${clientProfileId}`.execute(t.database.db)).rows[0]?.n;

describe('a patient refused as a minor at the intake', () => {
  it('is refused a booking and a weekly series with the intake’s reason, and nothing is written', async () => {
    const psychologist = await bookablePsychologist(t);
    const minor = await registerUser(t.app, 'client');
    await declareMinor(t, minor.profileId);
    for (const refused of [await book(t, minor, psychologist.profileId), await bookSeries(t, minor, psychologist.profileId)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'forbidden', detail: intakeMessages.underage });
    }
    expect(await appointmentsOf(minor.profileId)).toBe(0);
  });

  it('leaves everyone else’s bookings alone', async () => {
    const psychologist = await bookablePsychologist(t);
    const adult = await registerUser(t.app, 'client');
    expect((await book(t, adult, psychologist.profileId)).statusCode).toBe(201);
  });
});
