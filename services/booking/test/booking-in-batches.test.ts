import { bookingMessages, isOfferedSlot, slotInstants, type ScheduleConfig } from '@emind/domain';
import { HttpError } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBooked, writeBookings, type BookingRequest } from '../src/appointments/book-in-batches.ts';
import { asBookingRefusal } from '../src/appointments/booking-refusals.ts';
import { readBookingFacts } from '../src/appointments/booking.repository.ts';
import { listingRuleText } from '../src/db/migrations/20261127T210000-book-in-one-call.ts';
import { bearer, book, bookablePsychologist, buildTestApp, NOW, registerUser, setListing, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const factsOf = async (psychologistId: number, clientId: number) =>
  (await sql<{ facts: { price: number; people: { profile_id: number }[]; psychologist_account: object; platform_account: object | null } }>`
    select facts from booking.booking_facts(${psychologistId}::integer, ${clientId}::integer, null)`.execute(t.database.db)).rows;

describe('bookings in one call', () => {
  it("reads its facts under server-kit's listing rule as written today, the same facts as readBookingFacts; not bookable is 404 before any slot check", async () => {
    const { rows } = await sql<{ body: string }>`select prosrc as body from pg_proc where proname = 'booking_facts'`.execute(t.database.db);
    // When the rule changes, a migration must write booking.booking_facts again.
    expect(rows[0]?.body).toContain(listingRuleText(t.database.db));

    const psychologist = await bookablePsychologist(t);
    const client = await registerUser(t.app, 'client');
    const [row] = await factsOf(psychologist.profileId, client.profileId);
    const facts = await readBookingFacts(t.ctx.db, t.ctx.config, psychologist.profileId, client.profileId);
    expect(row?.facts.price).toBe(facts?.price);
    expect(new Map(row?.facts.people.map((person) => [person.profile_id, person]))).toEqual(facts?.people);
    expect(row?.facts.psychologist_account).toMatchObject({ bank_account_number: facts?.psychologistAccount.bank_account_number });

    expect((await book(t, client, psychologist.profileId, { date: '2030-01-07' })).statusCode).toBe(400);
    await setListing(t, psychologist.profileId, 'PENDING', 20000);
    expect(await factsOf(psychologist.profileId, client.profileId)).toEqual([]);
    // Not bookable is 404 whatever the slot, in the window or not.
    expect((await book(t, client, psychologist.profileId, { date: '2026-06-08' })).statusCode).toBe(404);
    expect((await book(t, client, psychologist.profileId, { date: '2030-01-07' })).statusCode).toBe(404);
  });

  it('offers exactly the slots isOfferedSlot offers: hourly from each block, a short tail dropped', async () => {
    const schedule: ScheduleConfig = { monday: { enabled: true, timeBlocks: [{ startTime: '08:00', endTime: '09:30' }, { startTime: '14:30', endTime: '17:00' }] } };
    const psychologist = await bookablePsychologist(t);
    const saved = await t.app.inject({
      method: 'PATCH', url: '/api/schedules/psychologist-schedule/update/', headers: bearer(psychologist.access), payload: { schedule_config: schedule },
    });
    expect(saved.statusCode).toBe(200);
    const client = await registerUser(t.app, 'client');
    const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const candidates = Array.from({ length: 21 }, (_, index) => 7 * 60 + index * 30).flatMap((start) =>
      [30, 60, 90].map((length) => ({ date: '2026-06-08', start_time: time(start), end_time: time(start + length) })),
    );
    for (const slot of candidates) {
      const answer = await book(t, client, psychologist.profileId, slot);
      // Offered slots never overlap one another, so an offered one is booked (201); any other is refused as not offered.
      expect([slot, answer.statusCode]).toEqual([slot, isOfferedSlot(schedule, NOW, slot.date, slot) ? 201 : 400]);
    }
  });

  it('written together, each gets its own answer, and each sees the ones before it', async () => {
    const psychologist = await bookablePsychologist(t);
    const other = await bookablePsychologist(t);
    const unlisted = await bookablePsychologist(t);
    await setListing(t, unlisted.profileId, 'PENDING', 20000);
    const [first, second] = await Promise.all([registerUser(t.app, 'client'), registerUser(t.app, 'client')]);
    const userIds = new Map((await sql<{ id: number; user_id: number }>`
      select id, user_id from identity.profiles where id in (${first.profileId}, ${second.profileId})`.execute(t.database.db)).rows.map((row) => [row.id, row.user_id]));
    const request = (client: typeof first, psychologistId: number, date: string, startTime: string): BookingRequest => {
      const endTime = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      const instants = slotInstants(date, { start_time: startTime, end_time: endTime });
      if (!instants) throw new Error('no instants');
      return {
        psychologistId, clientId: client.profileId, clientUserId: userIds.get(client.profileId) ?? 0, date, startTime, endTime, ...instants,
        paymentMethod: 'transfer', clientNotes: '', holdExpiresAt: NOW, createdAt: NOW, note: 'Cita agendada',
      };
    };
    const rows = await writeBookings(t.ctx.db, t.ctx.config, [
      request(first, psychologist.profileId, '2026-06-01', '09:00'),
      request(second, psychologist.profileId, '2026-06-01', '09:00'),
      request(first, other.profileId, '2026-06-01', '09:00'),
      request(first, unlisted.profileId, '2026-06-01', '10:00'),
      request(second, psychologist.profileId, '2026-06-01', '13:00'),
      request(first, psychologist.profileId, '2026-06-01', '10:00'),
      request(second, other.profileId, '2026-06-02', '15:00'),
    ]);
    const answers = rows.map((row) => {
      try {
        const booked = toBooked(row);
        return booked ? { first: booked.record.is_first_appointment, price: booked.record.payment_amount } : 'not bookable';
      } catch (error) {
        const refusal = asBookingRefusal(error);
        return refusal instanceof HttpError ? refusal.message : refusal;
      }
    });
    expect(answers).toEqual([
      { first: true, price: 20000 },
      bookingMessages.slotTaken,
      bookingMessages.clientBusy,
      'not bookable',
      bookingMessages.slotUnavailable,
      // The first-session rule counts the first booking of the same call.
      { first: false, price: 20000 },
      { first: true, price: 20000 },
    ]);
    const { rows: held } = await sql<{ count: number }>`
      select count(*)::int as count from booking.appointments where psychologist_id in (${psychologist.profileId}, ${other.profileId})`.execute(t.database.db);
    expect(held[0]?.count).toBe(3);
  });
});

