import { lockPersonForBooking } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookablePsychologist, buildTestApp, registerUser, type Session, type TestApp } from '../helpers.ts';
import { get, userIdOf } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The ten slots WEEK offers over the first two weeks from NOW. */
const SLOTS = ['2026-06-01', '2026-06-08'].flatMap((monday) => {
  const tuesday = monday === '2026-06-01' ? '2026-06-02' : '2026-06-09';
  return [
    { date: monday, start_time: '09:00', end_time: '10:00' },
    { date: monday, start_time: '10:00', end_time: '11:00' },
    { date: monday, start_time: '11:00', end_time: '12:00' },
    { date: tuesday, start_time: '15:00', end_time: '16:00' },
    { date: tuesday, start_time: '16:00', end_time: '17:00' },
  ];
});

const countFor = async (client: Session) =>
  (await sql<{ n: number }>`select count(*)::int as n from booking.appointments where client_id = ${client.profileId}`.execute(t.database.db)).rows[0]?.n;

/** A client whose account the services' auth still trusts for 30 s (the cache is warm), as right after an erasure request. */
async function warmClient(): Promise<{ client: Session; userId: number }> {
  const client = await registerUser(t.app, 'client');
  expect((await get(t, client, '/api/appointments/client-appointments/')).statusCode).toBe(200);
  return { client, userId: await userIdOf(t, client.profileId) };
}

/** What identity's erasure does to the account, under the same turn a booking takes; returns the client's appointments seen then. */
function deactivate(userId: number, client: Session) {
  return t.database.db.transaction().execute(async (trx) => {
    await lockPersonForBooking(trx, userId, 'client');
    await sql`update identity.users set is_active = false where id = ${userId}`.execute(trx);
    return (await sql<{ n: number }>`select count(*)::int as n from booking.appointments where client_id = ${client.profileId}`.execute(trx)).rows[0]?.n;
  });
}

describe('a booking for a deactivated account', () => {
  it('is refused with 403 though the access token is still trusted, read in the booking’s own transaction', async () => {
    const psychologist = await bookablePsychologist(t);
    const { client, userId } = await warmClient();
    await sql`update identity.users set is_active = false where id = ${userId}`.execute(t.database.db);
    const refused = await book(t, client, psychologist.profileId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', detail: 'Tu cuenta no está activa.' });
    expect(await countFor(client)).toBe(0);
  });

  it('waits for an erasure holding the person’s turn, then is refused: 10 bookings, none made', async () => {
    const psychologist = await bookablePsychologist(t);
    const { client, userId } = await warmClient();
    let bookings: Promise<{ statusCode: number }>[] = [];
    await t.database.db.transaction().execute(async (trx) => {
      await lockPersonForBooking(trx, userId, 'client');
      await sql`update identity.users set is_active = false where id = ${userId}`.execute(trx);
      bookings = SLOTS.map((slot) => book(t, client, psychologist.profileId, slot));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answers = await Promise.all(bookings);
    expect(answers.map((answer) => answer.statusCode)).toEqual(SLOTS.map(() => 403));
    expect(await countFor(client)).toBe(0);
  });

  it('racing an erasure: every booking made was made before it, none after (10 bookings, no 5xx)', async () => {
    const psychologist = await bookablePsychologist(t);
    const { client, userId } = await warmClient();
    const bookings = SLOTS.map((slot) => book(t, client, psychologist.profileId, slot));
    // The erasure comes while the other bookings are in flight: some are made before it, the rest must not be.
    await Promise.race(bookings);
    const seenAtDeactivation = await deactivate(userId, client);
    const answers = (await Promise.all(bookings)).map((answer) => answer.statusCode);
    expect(answers.every((status) => status === 201 || status === 403)).toBe(true);
    const made = answers.filter((status) => status === 201).length;
    expect(await countFor(client)).toBe(made);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(seenAtDeactivation).toBe(made);
  });
});
