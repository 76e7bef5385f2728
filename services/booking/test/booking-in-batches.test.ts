import { bookingMessages, isOfferedSlot, slotInstants, type ScheduleConfig } from '@emind/domain';
import { HttpError, isListedSql } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBooked, writeBookings, type BookedRow, type BookingRequest } from '../src/appointments/book-in-batches.ts';
import { ACCOUNT_INACTIVE, asBookingRefusal } from '../src/appointments/booking-refusals.ts';
import { readBookingFacts } from '../src/appointments/booking.repository.ts';
import { listingRuleText } from '../src/db/migrations/20261127T210000-book-in-one-call.ts';
import { batchListingRule } from '../src/db/migrations/20261129T090000-book-batches-as-sets.ts';
import { intakeMessages } from '@emind/domain/measures';
import { BANK, bearer, book, bookablePsychologist, buildTestApp, declareMinor, NOW, registerUser, setListing, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const factsOf = async (psychologistId: number, clientId: number) =>
  (await sql<{ facts: { price: number; people: { profile_id: number }[]; psychologist_account: object; platform_account: object | null } }>`
    select facts from booking.booking_facts(${psychologistId}::integer, ${clientId}::integer, null)`.execute(t.database.db)).rows;

/** Builds the bookings of a batch for these clients: an hour from `startTime` on `date`. */
async function requestsFor(...clients: Session[]) {
  const userIds = new Map((await sql<{ id: number; user_id: number }>`
    select id, user_id from identity.profiles where id in (${sql.join(clients.map((client) => client.profileId))})`.execute(t.database.db)).rows.map((row) => [row.id, row.user_id]));
  return (client: Session, psychologistId: number, date: string, startTime: string): BookingRequest => {
    const endTime = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const instants = slotInstants(date, { start_time: startTime, end_time: endTime });
    if (!instants) throw new Error('no instants');
    return {
      psychologist_id: psychologistId, client_id: client.profileId, client_user_id: userIds.get(client.profileId) ?? 0, date,
      start_time: startTime, end_time: endTime, starts_at: instants.startsAt, ends_at: instants.endsAt,
      payment_method: 'transfer', client_notes: '', hold_expires_at: NOW, created_at: NOW, note: 'Cita agendada',
    };
  };
}

/** A batch row as the route answers it: the booking's first-session flag and price, 'not bookable', or the refusal's message. */
function answerOf(row: BookedRow) {
  try {
    const booked = toBooked(row);
    return booked ? { first: booked.record.is_first_appointment, price: booked.record.payment_amount } : 'not bookable';
  } catch (error) {
    const refusal = asBookingRefusal(error);
    return refusal instanceof HttpError ? refusal.message : refusal;
  }
}

describe('bookings in one call', () => {
  it("hold server-kit's listing rule as it reads today (the copy frozen with the functions' migration)", () => {
    const today = isListedSql(sql.raw('p_psychologist_id')).compile(t.database.db).sql;
    expect(today, 'isListedSql changed: write booking.booking_facts and booking.book_appointments again in a new migration with the new rule frozen in it, and compare with that copy here').toBe(listingRuleText());
  });

  it("reads its facts under server-kit's listing rule as written today, for a booking and a series alike; not bookable is 404 before any slot check", async () => {
    const { rows } = await sql<{ body: string }>`select prosrc as body from pg_proc where proname = 'booking_facts'`.execute(t.database.db);
    // The functions hold the rule frozen with their migration; the next test compares that copy with today's rule.
    expect(rows[0]?.body).toContain(listingRuleText());
    const batch = await sql<{ body: string }>`select prosrc as body from pg_proc where proname = 'book_appointments'`.execute(t.database.db);
    expect(batch.rows[0]?.body).toContain(batchListingRule);

    const psychologist = await bookablePsychologist(t);
    const client = await registerUser(t.app, 'client');
    const [row] = await factsOf(psychologist.profileId, client.profileId);
    expect(row?.facts.price).toBe(20000);
    expect(row?.facts.people.map((person) => person.profile_id).sort()).toEqual([psychologist.profileId, client.profileId].sort());
    expect(row?.facts.psychologist_account).toMatchObject({ bank_account_number: BANK.bank_account_number });
    // A series reads the same function, with the psychologist's schedule beside it.
    const facts = await readBookingFacts(t.ctx.db, t.ctx.config, psychologist.profileId, client.profileId);
    expect(facts).toMatchObject({ price: 20000, psychologistAccount: { bank_account_number: BANK.bank_account_number } });
    expect(facts?.schedule.length).toBeGreaterThan(0);
    expect([...(facts?.people.keys() ?? [])].sort()).toEqual([psychologist.profileId, client.profileId].sort());

    expect((await book(t, client, psychologist.profileId, { date: '2030-01-07' })).statusCode).toBe(400);
    await setListing(t, psychologist.profileId, 'PENDING', 20000);
    expect(await factsOf(psychologist.profileId, client.profileId)).toEqual([]);
    expect(await readBookingFacts(t.ctx.db, t.ctx.config, psychologist.profileId, client.profileId)).toBeNull();
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
    const request = await requestsFor(first, second);
    const rows = await writeBookings(t.ctx.db, t.ctx.config, [
      request(first, psychologist.profileId, '2026-06-01', '09:00'),
      request(second, psychologist.profileId, '2026-06-01', '09:00'),
      request(first, other.profileId, '2026-06-01', '09:00'),
      request(first, unlisted.profileId, '2026-06-01', '10:00'),
      request(second, psychologist.profileId, '2026-06-01', '13:00'),
      request(first, psychologist.profileId, '2026-06-01', '10:00'),
      request(second, other.profileId, '2026-06-02', '15:00'),
    ]);
    const answers = rows.map(answerOf);
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

  it("refuses in the batch's own statement the bookings of a client declared a minor, for either function, and makes the others", async () => {
    const psychologist = await bookablePsychologist(t);
    const [adult, minor, later] = await Promise.all([registerUser(t.app, 'client'), registerUser(t.app, 'client'), registerUser(t.app, 'client')]);
    await declareMinor(t, minor.profileId);
    const request = await requestsFor(adult, minor, later);
    // Two Mondays (the schedule's day); by the second, each adult's session with this psychologist is no longer the first.
    for (const [bookingFunction, day, first] of [['book_appointments', '2026-06-08', true], ['book_each', '2026-06-15', false]] as const) {
      const rows = await writeBookings(t.ctx.db, t.ctx.config, [
        request(adult, psychologist.profileId, day, '09:00'),
        request(minor, psychologist.profileId, day, '10:00'),
        request(later, psychologist.profileId, day, '11:00'),
      ], bookingFunction);
      expect(rows.map(answerOf), bookingFunction).toEqual([{ first, price: 20000 }, intakeMessages.underage, { first, price: 20000 }]);
    }
    const { rows: held } = await sql<{ count: number }>`select count(*)::int as count from booking.appointments where client_id = ${minor.profileId}`.execute(t.database.db);
    expect(held[0]?.count).toBe(0);
  });

  it('bookings of a batch that cannot change one another are checked against what committed before, with the answers, history and mails of one by one', async () => {
    const psychologist = await bookablePsychologist(t);
    const other = await bookablePsychologist(t);
    const unlisted = await bookablePsychologist(t);
    await setListing(t, unlisted.profileId, 'PENDING', 20000);
    const clients = await Promise.all(Array.from({ length: 6 }, () => registerUser(t.app, 'client')));
    const [first, second, third, fourth, inactive, fifth] = clients as [Session, Session, Session, Session, Session, Session];
    const request = await requestsFor(...clients);
    expect((await writeBookings(t.ctx.db, t.ctx.config, [request(first, psychologist.profileId, '2026-06-01', '09:00')])).map(answerOf))
      .toEqual([{ first: true, price: 20000 }]);
    await sql`update identity.users set is_active = false where id = (select user_id from identity.profiles where id = ${inactive.profileId})`.execute(t.database.db);

    // No two of these share a psychologist or a client at overlapping times, nor a client and a psychologist.
    const rows = await writeBookings(t.ctx.db, t.ctx.config, [
      request(second, psychologist.profileId, '2026-06-01', '09:00'),
      request(first, other.profileId, '2026-06-01', '09:00'),
      request(third, unlisted.profileId, '2026-06-01', '10:00'),
      request(fourth, psychologist.profileId, '2026-06-01', '13:00'),
      request(first, psychologist.profileId, '2026-06-01', '10:00'),
      request(inactive, other.profileId, '2026-06-01', '11:00'),
      request(fifth, other.profileId, '2026-06-01', '10:00'),
    ]);
    expect(rows.map(answerOf)).toEqual([
      bookingMessages.slotTaken,
      bookingMessages.clientBusy,
      'not bookable',
      bookingMessages.slotUnavailable,
      { first: false, price: 20000 },
      ACCOUNT_INACTIVE,
      { first: true, price: 20000 },
    ]);
    const booked = [rows[4], rows[6]].map((row) => row?.id ?? 0);
    const history = await sql<{ appointment_id: number; to_status: string; changed_by_user_id: number }>`
      select appointment_id, to_status, changed_by_user_id from booking.appointment_status_changes where appointment_id in (${sql.join(booked)}) order by appointment_id`.execute(t.database.db);
    expect(history.rows.map((row) => [row.appointment_id, row.to_status])).toEqual([...booked].sort((a, b) => a - b).map((id) => [id, 'PENDING_PAYMENT']));
    const mails = await sql<{ message: { recipient: string; appointment: { id: number; is_first: boolean }; psychologist: { email: string }; account: { bank_account_number: string } | null } }>`
      select message from booking.mail_outbox where (message->'appointment'->>'id')::integer in (${sql.join(booked)})`.execute(t.database.db);
    // A later session is paid to the psychologist's account, a first one to the platform's (none in these tests, maybe).
    const psychologistAccount = rows[4]?.facts?.psychologist_account?.bank_account_number;
    const platformAccount = rows[6]?.facts?.platform_account?.bank_account_number;
    expect(psychologistAccount).toEqual(expect.any(String));
    expect(mails.rows.map(({ message }) => [message.appointment.id, message.recipient, message.appointment.is_first, message.account?.bank_account_number]).sort())
      .toEqual([
        [booked[0], 'client', false, psychologistAccount],
        [booked[0], 'psychologist', false, psychologistAccount],
        [booked[1], 'client', true, platformAccount],
        [booked[1], 'psychologist', true, platformAccount],
      ].sort());
  });

  it.skipIf(!process.env.DATABASE_URL)('makes the bookings one by one when a write that took no turn takes a range first (needs DATABASE_URL: a write racing the batch needs two connections, PGlite has one)', async () => {
    const psychologist = await bookablePsychologist(t);
    const [first, second, third] = await Promise.all([registerUser(t.app, 'client'), registerUser(t.app, 'client'), registerUser(t.app, 'client')]);
    const request = await requestsFor(first, second, third);
    const taken = request(second, psychologist.profileId, '2026-06-08', '09:00');
    let batch: Promise<BookedRow[]> | undefined;
    await t.database.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await sql`insert into booking.appointments (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status, payment_method, payment_amount, is_first_appointment, hold_expires_at)
        values (${taken.psychologist_id}, ${taken.client_id}, ${taken.date}, ${taken.start_time}, ${taken.end_time}, ${taken.starts_at}, ${taken.ends_at}, 'CONFIRMED', 'transfer', 20000, true, ${NOW})`.execute(connection);
      batch = writeBookings(t.ctx.db, t.ctx.config, [
        request(first, psychologist.profileId, '2026-06-08', '09:00'),
        request(third, psychologist.profileId, '2026-06-08', '11:00'),
      ]);
      // The batch's insert waits on the uncommitted row under the exclusion constraint, then meets it once committed.
      await expect.poll(async () => (await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(connection)).rows[0]?.waiting).toBe(1);
      await sql`commit`.execute(connection);
    });
    expect((await batch)?.map(answerOf)).toEqual([bookingMessages.slotTaken, { first: true, price: 20000 }]);
  });
});
