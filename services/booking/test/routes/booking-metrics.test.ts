import { metricValue } from '@emind/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSeries, MONDAYS } from '../series/support.ts';
import { book, bookablePsychologist, buildTestApp, registerUser, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bookings = (kind: string, outcome: string) => metricValue(t.app, 'emind_bookings_total', { kind, outcome });

describe('booking metrics', () => {
  it('count an appointment booked (201) and one refused for a taken slot (409), not a request refused for bad input', async () => {
    const psychologist = await bookablePsychologist(t);
    const [first, second] = await Promise.all([registerUser(t.app, 'client'), registerUser(t.app, 'client')]);

    expect((await book(t, first, psychologist.profileId, { date: MONDAYS[1] })).statusCode).toBe(201);
    expect((await book(t, second, psychologist.profileId, { date: MONDAYS[1] })).statusCode).toBe(409);
    expect((await book(t, second, psychologist.profileId, { date: 'mañana' })).statusCode).toBe(400);

    expect(await bookings('appointment', 'created')).toBe(1);
    expect(await bookings('appointment', 'refused')).toBe(1);
  });

  it('count a weekly series booked and one refused for a taken date, once each', async () => {
    const psychologist = await bookablePsychologist(t);
    const [other, client] = await Promise.all([registerUser(t.app, 'client'), registerUser(t.app, 'client')]);
    expect((await book(t, other, psychologist.profileId, { date: MONDAYS[2] })).statusCode).toBe(201);

    expect((await bookSeries(t, client, psychologist.profileId)).statusCode).toBe(409);
    expect((await bookSeries(t, client, psychologist.profileId, { skip_dates: [MONDAYS[2]] })).statusCode).toBe(201);

    expect(await bookings('series', 'created')).toBe(1);
    expect(await bookings('series', 'refused')).toBe(1);
  });
});
