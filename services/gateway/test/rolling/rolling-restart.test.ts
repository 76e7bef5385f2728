import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingLoad, failed, type LoadClient, type Outcome } from './booking-load.ts';
import { Cluster } from './cluster.ts';
import { requireHaproxy } from './haproxy.ts';
import { loadClients } from './load-clients.ts';

const adminUrl = process.env.DATABASE_URL;

const CLIENTS = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${ms} ms`);
    await pause(200);
  }
}

/** The load clients' appointments in the database. */
async function appointmentsOf(db: Kysely<unknown>, clients: LoadClient[]): Promise<number[]> {
  const ids = clients.map((client) => client.profileId);
  const { rows } = await sql<{ id: number }>`select id from booking.appointments where client_id = any(${ids}::int[]) order by id`.execute(db);
  return rows.map((row) => row.id);
}

async function outbox(db: Kysely<unknown>): Promise<{ status: string; attempts: number }[]> {
  return (await sql<{ status: string; attempts: number }>`select status, attempts from booking.mail_outbox`.execute(db)).rows;
}

/** Mails the booking instances delivered: without SMTP each is one .eml file in its own data directory. */
async function deliveredMails(dataDirs: string[]): Promise<number> {
  const files = await Promise.all(dataDirs.map((dir) => readdir(path.join(dir, 'outbox')).catch(() => [])));
  return files.flat().filter((file) => file.endsWith('.eml')).length;
}

function figures(outcomes: Outcome[], inDatabase: number[]) {
  const created = outcomes.flatMap((outcome) => (outcome.appointmentId === null ? [] : [outcome.appointmentId]));
  const rows = new Set(inDatabase);
  return {
    sent: outcomes.length,
    failed: outcomes.filter(failed).length,
    bookings: created.length,
    lost: created.filter((id) => !rows.has(id)).length,
    duplicates: created.length - new Set(created).size + inDatabase.filter((id) => !created.includes(id)).length,
  };
}

describe.skipIf(!adminUrl)('two booking instances behind HAProxy under a booking load (needs DATABASE_URL)', () => {
  const cluster = new Cluster(adminUrl ?? '');
  let clients: LoadClient[] = [];
  /** Each test books its own half of every client's slots: bookings are fast enough for one test to use them all. */
  const slotHalf = (half: 0 | 1): LoadClient[] => clients.map((client) => ({ ...client, slots: client.slots.filter((_, index) => index % 2 === half) }));
  let before: number[] = [];

  beforeAll(async () => {
    requireHaproxy();
    await cluster.start();
    clients = await loadClients(cluster.identityUrl, cluster.haproxy!.bookingUrl, cluster.admin!.db, CLIENTS);
    expect(Math.min(...clients.map((client) => client.slots.length))).toBeGreaterThan(20);
  }, 180_000);

  afterAll(() => cluster.stop(), 60_000);

  it('restarts each instance in turn: no request fails, no booking is lost or doubled, every mail goes once', async () => {
    const haproxy = cluster.haproxy!;
    const load = new BookingLoad(haproxy.bookingUrl, slotHalf(0));
    await pause(1000);
    for (const instance of cluster.booking) {
      const exited = instance.process.exited();
      instance.process.signal('SIGTERM');
      // Draining, it still serves while HAProxy's checks take it out; only then does its listener close.
      await haproxy.until(instance.name, 'DOWN');
      expect(await exited).toBe(0);
      instance.process.start();
      await haproxy.until(instance.name, 'UP');
      await pause(500);
    }
    const outcomes = await load.stop();
    const db = cluster.admin!.db;
    before = await appointmentsOf(db, clients);
    const result = figures(outcomes, before);
    console.log(`rolling restart: ${result.sent} requests sent, ${result.failed} failed, ${result.bookings} bookings made, ${result.lost} lost, ${result.duplicates} duplicates`);

    expect(outcomes.filter(failed)).toEqual([]);
    expect(result).toMatchObject({ lost: 0, duplicates: 0 });
    expect(before).toHaveLength(result.bookings);
    expect(result.bookings).toBeGreaterThan(20);
    for (const { name } of cluster.booking) expect(outcomes.some((outcome) => outcome.servedBy === name)).toBe(true);

    await until(async () => (await outbox(db)).every((mail) => mail.status === 'sent'), 'every mail sent');
    const mails = await outbox(db);
    expect(mails.length).toBeGreaterThanOrEqual(result.bookings);
    expect(mails.filter((mail) => mail.attempts !== 1)).toEqual([]);
    expect(await deliveredMails(cluster.booking.map((instance) => instance.dataDir))).toBe(mails.length);
  }, 120_000);

  it('kills one instance with SIGKILL: only requests in flight to it fail, nothing it committed is lost', async () => {
    const haproxy = cluster.haproxy!;
    const [, victim] = cluster.booking;
    const load = new BookingLoad(haproxy.bookingUrl, slotHalf(1));
    await pause(1000);
    const killedAt = Date.now();
    victim!.process.signal('SIGKILL');
    await victim!.process.exited();
    // The signal takes effect a moment after it is sent: a request sent meanwhile is still in flight to the victim.
    const diedAt = Date.now();
    await haproxy.until(victim!.name, 'DOWN');
    await pause(1000);
    const outcomes = await load.stop();
    const db = cluster.admin!.db;
    const all = await appointmentsOf(db, clients);
    expect(all).toEqual(expect.arrayContaining(before));
    const after = all.filter((id) => !before.includes(id));
    const result = figures(outcomes, after);
    const failures = outcomes.filter(failed);
    console.log(`SIGKILL: ${result.sent} requests sent, ${result.failed} failed (in flight to ${victim!.name}), ${result.bookings} bookings made, ${result.lost} lost`);

    // At most one request per client was in flight, and only to the killed instance.
    expect(failures.length).toBeLessThanOrEqual(CLIENTS);
    for (const failure of failures) {
      expect(failure.startedAt).toBeLessThan(diedAt);
      expect(['', victim!.name]).toContain(failure.servedBy);
    }
    expect(outcomes.filter((outcome) => outcome.startedAt > killedAt).length).toBeGreaterThan(0);
    expect(result.bookings).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
    // A booking cut off in flight may have committed without its answer; nothing else is in the table.
    const unanswered = failures.filter((failure) => failure.kind === 'book').length;
    expect(after.length - result.bookings).toBeGreaterThanOrEqual(0);
    expect(after.length - result.bookings).toBeLessThanOrEqual(unanswered);

    // The survivor sends every mail but those the killed instance had claimed (retried once their claim lapses).
    await until(async () => (await outbox(db)).every((mail) => mail.status !== 'pending'), 'every unclaimed mail sent');
    const mails = await outbox(db);
    const sent = mails.filter((mail) => mail.status === 'sent');
    expect(sent.filter((mail) => mail.attempts !== 1)).toEqual([]);
    const delivered = await deliveredMails(cluster.booking.map((instance) => instance.dataDir));
    expect(delivered).toBeGreaterThanOrEqual(sent.length);
    expect(delivered).toBeLessThanOrEqual(mails.length);
  }, 60_000);
});
