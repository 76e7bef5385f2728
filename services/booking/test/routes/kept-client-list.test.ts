import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { clientAppointmentsBody } from '../../src/appointments/queries.service.ts';
import { bearer, book, bookablePsychologist, buildTestApp, changesHeard, clock, loginAdmin, NOW, registerUser, setBankInfo, BANK, type Session, type TestApp } from '../helpers.ts';

interface Listed {
  id: number;
  status: string;
  starts_at: string;
  psychologist_name: string;
  psychologist_data: { profile_image: string | null };
  history: { to_status: string; note: string }[];
  payment_info: { account: { bank_account_number: string | null } };
  can_reschedule: boolean;
}

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  await setBankInfo(t, admin, 'admin', { ...BANK, bank_account_number: '11111111' });
});
afterAll(() => t.close());
afterEach(() => {
  clock.now = NOW;
});

async function listOf(client: Session): Promise<Listed[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: bearer(client.access) });
  expect(response.statusCode).toBe(200);
  return response.json() as Listed[];
}

/** A fresh client with one first appointment (paid to the platform's account) with a fresh psychologist. */
async function bookedClient() {
  const psychologist = await bookablePsychologist(t);
  const client = await registerUser(t.app, 'client');
  const booked = await book(t, client, psychologist.profileId);
  expect(booked.statusCode).toBe(201);
  const only = async () => (await listOf(client))[0];
  return { psychologist, client, id: (booked.json() as { id: number }).id, only };
}

/** On Postgres a notification reaches the listening connection a moment after the writer's commit. */
const soon = { timeout: 3_000, interval: 10 };

/**
 * Runs `body` while Postgres notifications are held back from the feed's connection (as on a loaded machine, where
 * they arrive after the next request), then delivers them. PGlite hears its own before the statement returns.
 */
async function whileNotificationsHeld(body: () => Promise<void>): Promise<void> {
  const held: [pg.Client, pg.Notification][] = [];
  const emit = pg.Client.prototype.emit;
  const spy = vi.spyOn(pg.Client.prototype, 'emit').mockImplementation(function (this: pg.Client, event: string | symbol, ...args: unknown[]) {
    if (event !== 'notification') return emit.call(this, event, ...args);
    held.push([this, args[0] as pg.Notification]);
    return true;
  });
  try {
    await body();
  } finally {
    spy.mockRestore();
    for (const [client, message] of held) client.emit('notification', message);
  }
}

const userIdOf = (profileId: number) => sql`(select user_id from identity.profiles where id = ${profileId})`;

/** On Postgres a change shows once its notification arrives, a moment after the commit: reads poll briefly. */
describe("a client's appointment list, kept between requests", () => {
  it('is answered from memory: a change no trigger announces is not seen until one is', async () => {
    const { psychologist, only } = await bookedClient();
    await changesHeard(t);
    const before = (await only())?.psychologist_name;
    await sql`alter table identity.users disable trigger emind_appointment_changes_updates`.execute(t.database.db);
    try {
      await sql`update identity.users set first_name = 'Callada' where id = ${userIdOf(psychologist.profileId)}`.execute(t.database.db);
      expect((await only())?.psychologist_name).toBe(before);
    } finally {
      await sql`alter table identity.users enable trigger emind_appointment_changes_updates`.execute(t.database.db);
    }
    await sql`update identity.users set last_name = 'Anunciada' where id = ${userIdOf(psychologist.profileId)}`.execute(t.database.db);
    await expect.poll(async () => (await only())?.psychologist_name, soon).toBe('Callada Anunciada');
  });

  it("shows at once what booking changes: the appointment's status, its history, a new booking", async () => {
    const { psychologist, client, id, only } = await bookedClient();
    await only();
    await sql`update booking.appointments set status = 'PAYMENT_UPLOADED' where id = ${id}`.execute(t.database.db);
    await expect.poll(async () => (await only())?.status, soon).toBe('PAYMENT_UPLOADED');
    await sql`insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_role, note)
              values (${id}, 'PENDING_PAYMENT', 'PAYMENT_UPLOADED', 'client', 'anotada aparte')`.execute(t.database.db);
    await expect.poll(async () => (await only())?.history.map((change) => change.note), soon).toContain('anotada aparte');
    expect((await book(t, client, psychologist.profileId, { start_time: '10:00', end_time: '11:00' })).statusCode).toBe(201);
    await expect.poll(async () => await listOf(client), soon).toHaveLength(2);
  });

  it('reads its own writes at once, before any notification arrives: a cancellation through the API', async () => {
    const { client, id, only } = await bookedClient();
    await changesHeard(t);
    expect((await only())?.status).toBe('PENDING_PAYMENT');
    await whileNotificationsHeld(async () => {
      const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel/`, headers: bearer(client.access) });
      expect(cancelled.statusCode).toBe(200);
      expect((await only())?.status).toBe('CANCELLED');
    });
  });

  it("shows at once what identity changes: the psychologist's photo, the platform's bank account", async () => {
    const { psychologist, only } = await bookedClient();
    expect((await only())?.payment_info.account.bank_account_number).toBe('11111111');
    await sql`update identity.profiles set profile_image = 'perfiles/nueva.webp' where id = ${psychologist.profileId}`.execute(t.database.db);
    await expect.poll(async () => (await only())?.psychologist_data.profile_image, soon).toContain('nueva.webp');
    await setBankInfo(t, admin, 'admin', { ...BANK, bank_account_number: '22222222' });
    await expect.poll(async () => (await only())?.payment_info.account.bank_account_number, soon).toBe('22222222');
  });

  it('works out what depends on the clock on every request: a confirmed session stops being movable without any change', async () => {
    const psychologist = await bookablePsychologist(t);
    const client = await registerUser(t.app, 'client');
    const booked = await book(t, client, psychologist.profileId, { date: '2026-06-08', start_time: '09:00', end_time: '10:00' });
    expect(booked.statusCode).toBe(201);
    await sql`update booking.appointments set status = 'CONFIRMED' where id = ${(booked.json() as { id: number }).id}`.execute(t.database.db);
    await expect.poll(async () => (await listOf(client))[0]?.status, soon).toBe('CONFIRMED');
    expect((await listOf(client))[0]?.can_reschedule).toBe(true);
    clock.now = new Date('2026-06-09T12:00:00Z');
    expect((await listOf(client))[0]?.can_reschedule).toBe(false);
  });

  it('sends its last answer again only while the clock changes nothing in it: the same answer as one worked out anew, at every turn', async () => {
    const psychologist = await bookablePsychologist(t);
    const client = await registerUser(t.app, 'client');
    const ids: number[] = [];
    for (const [start_time, end_time] of [['09:00', '10:00'], ['10:00', '11:00'], ['11:00', '12:00']] as const) {
      const booked = await book(t, client, psychologist.profileId, { date: '2026-06-08', start_time, end_time });
      expect(booked.statusCode).toBe(201);
      ids.push((booked.json() as { id: number }).id);
    }
    // Waiting for the proof to be checked (overdue once it starts), confirmed (movable until the patient's limit).
    await sql`update booking.appointments set status = 'PAYMENT_UPLOADED' where id = ${ids[1]}`.execute(t.database.db);
    await sql`update booking.appointments set status = 'CONFIRMED' where id = ${ids[2]}`.execute(t.database.db);
    await changesHeard(t);
    const [profile] = (await sql<{ user_id: number }>`select user_id from identity.profiles where id = ${client.profileId}`.execute(t.database.db)).rows;
    if (!profile) throw new Error(`no profile ${client.profileId}`);
    const viewer = { id: profile.user_id, userType: 'client' as const, profileId: client.profileId };
    const starts = (await listOf(client)).map((appointment) => new Date(appointment.starts_at).getTime());
    const limit = t.ctx.config.rescheduleMinHours * 3_600_000;
    const minute = 60_000;
    const turns = starts.flatMap((start) => [start - limit - minute, start - limit + minute, start - minute, start + minute]);
    const instants = [...turns, Date.parse('2026-06-09T04:01:00Z')].sort((a, b) => a - b);
    for (const instant of instants) {
      clock.now = new Date(instant);
      const sent = await t.app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: bearer(client.access) });
      // t.ctx keeps nothing (it follows no change feed): its answer is worked out from the database at this instant.
      expect(sent.json(), clock.now.toISOString()).toEqual(JSON.parse((await clientAppointmentsBody(t.ctx, viewer)).body.toString()));
    }
  });

  it('sends a browser the kept answer compressed, and never a compressed form of an earlier answer', async () => {
    const { client, id } = await bookedClient();
    await changesHeard(t);
    const read = async (acceptEncoding: string) => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: { ...bearer(client.access), 'accept-encoding': acceptEncoding } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const coding = answer.headers['content-encoding'];
      const body = coding === 'br' ? brotliDecompressSync(answer.rawPayload) : coding === 'gzip' ? gunzipSync(answer.rawPayload) : answer.rawPayload;
      return { coding, list: JSON.parse(body.toString()) as Listed[] };
    };
    const plain = await read('identity');
    expect(plain.coding).toBeUndefined();
    for (const [acceptEncoding, coding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']] as const) {
      const compressed = await read(acceptEncoding);
      expect(compressed.coding).toBe(coding);
      expect(compressed.list).toEqual(plain.list);
    }
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel/`, headers: bearer(client.access) });
    expect(cancelled.statusCode).toBe(200);
    for (const acceptEncoding of ['br', 'gzip']) expect((await read(acceptEncoding)).list[0]?.status).toBe('CANCELLED');
  });

  it("keeps each client's list apart", async () => {
    const first = await bookedClient();
    const second = await bookedClient();
    expect((await first.only())?.id).toBe(first.id);
    expect((await second.only())?.id).toBe(second.id);
    expect(await listOf(first.client)).toHaveLength(1);
  });
});
