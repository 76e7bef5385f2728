import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import { createOutboxTable, drainOutbox, enqueueMail, enqueueMails, MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox.ts';
import type { MailMessage, MailTransport } from './transport.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await sql`create schema mailtest`.execute(database.db);
  await createOutboxTable(database.db, 'mailtest');
});
afterAll(() => database.close());

const down: MailTransport = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')) };
function recording(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}
const row = async (subject: string) =>
  (await sql<{ status: string; attempts: number; next_attempt_at: Date }>`
    select status, attempts, next_attempt_at from mailtest.mail_outbox where message->>'subject' = ${subject}`.execute(database.db)).rows[0];

describe('mail outbox', () => {
  it('keeps a mail while SMTP is down and sends it on a later run, with backoff', async () => {
    const now = new Date(Date.now() + 60_000);
    await enqueueMail(database.db, 'mailtest', { to: 'a@example.cl', subject: 'Reintento', text: 'hola' });
    expect(await drainOutbox(database.db, 'mailtest', down, { now })).toBe(0);
    expect(await row('Reintento')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row('Reintento'))?.next_attempt_at.getTime()).toBe(now.getTime() + 30_000);

    const working = recording();
    expect(await drainOutbox(database.db, 'mailtest', working, { now: new Date(now.getTime() + 10_000) })).toBe(0);
    expect(await drainOutbox(database.db, 'mailtest', working, { now: new Date(now.getTime() + 30_000) })).toBe(1);
    expect(working.sent).toEqual([{ to: 'a@example.cl', subject: 'Reintento', text: 'hola' }]);
    expect((await row('Reintento'))?.status).toBe('sent');
  });

  it('sends each mail once when two instances drain at the same time', async () => {
    await enqueueMails(database.db, 'mailtest', Array.from({ length: 10 }, (_, index) => ({ to: 'b@example.cl', subject: `Lote ${index}`, text: '' })));
    const [first, second] = [recording(), recording()];
    const now = new Date(Date.now() + 60_000);
    await Promise.all([drainOutbox(database.db, 'mailtest', first, { now }), drainOutbox(database.db, 'mailtest', second, { now })]);
    const subjects = [...first.sent, ...second.sent].map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 10 }, (_, index) => `Lote ${index}`).sort());
  });

  it('sends a backlog larger than a batch in one run, batch after batch, up to its cap', async () => {
    await enqueueMails(database.db, 'mailtest', Array.from({ length: 45 }, (_, index) => ({ to: 'd@example.cl', subject: `Cola ${index}`, text: '' })));
    const now = new Date(Date.now() + 60_000);
    const capped = recording();
    expect(await drainOutbox(database.db, 'mailtest', capped, { now, batch: 10, maxBatches: 2 })).toBe(20);
    const rest = recording();
    expect(await drainOutbox(database.db, 'mailtest', rest, { now, batch: 10 })).toBe(25);
    expect([...capped.sent, ...rest.sent].map((mail) => mail.subject).sort()).toEqual(Array.from({ length: 45 }, (_, index) => `Cola ${index}`).sort());
  });

  it('gives up after the last attempt', async () => {
    await enqueueMail(database.db, 'mailtest', { to: 'c@example.cl', subject: 'Sin remedio', text: '' });
    let now = new Date(Date.now() + 60_000);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await drainOutbox(database.db, 'mailtest', down, { now });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await row('Sin remedio')).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });
});
