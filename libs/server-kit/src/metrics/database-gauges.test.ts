import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import { createOutboxTable, drainOutbox, enqueueMails } from '../mail/outbox.ts';
import { createServer, type App } from '../server.ts';
import { metricValue } from '../testing.ts';

/** PGlite by default; the Postgres in DATABASE_URL when set (its pool figures are the real ones), in a schema of this file's own. */
const databaseUrl = process.env.DATABASE_URL;
const schema = `metrics_${randomBytes(4).toString('hex')}`;
let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://', poolSize: 3 });
  await sql`create schema ${sql.id(schema)}`.execute(database.db);
  await createOutboxTable(database.db, schema);
  app = createServer({ logLevel: 'silent' });
  app.metrics.watchDatabase(database);
  app.metrics.watchOutbox(database.db, schema);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
  await database.close();
});

const mail = (subject: string) => ({ to: 'paciente@example.cl', subject, text: '' });

describe(`outbox gauges (${databaseUrl ? 'Postgres' : 'PGlite'})`, () => {
  it('report the mails not yet sent and the age of the oldest, per service, read at scrape time', async () => {
    expect(await metricValue(app, 'emind_mail_outbox_backlog', { service: schema })).toBe(0);
    expect(await metricValue(app, 'emind_mail_outbox_oldest_pending_age_seconds', { service: schema })).toBe(0);

    await enqueueMails(database.db, schema, [mail('uno'), mail('dos'), mail('tres')]);
    await sql`update ${sql.table(`${schema}.mail_outbox`)} set created_at = now() - interval '90 seconds' where message->>'subject' = 'uno'`.execute(database.db);
    expect(await metricValue(app, 'emind_mail_outbox_backlog', { service: schema })).toBe(3);
    const age = await metricValue(app, 'emind_mail_outbox_oldest_pending_age_seconds', { service: schema });
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);

    // Failed for good: no longer a backlog (the mail is given up, and logged by the drain).
    await sql`update ${sql.table(`${schema}.mail_outbox`)} set status = 'failed' where message->>'subject' = 'uno'`.execute(database.db);
    await drainOutbox(database.db, schema, { send: async () => undefined }, { now: new Date(Date.now() + 60_000) });
    expect(await metricValue(app, 'emind_mail_outbox_backlog', { service: schema })).toBe(0);
    expect(await metricValue(app, 'emind_mail_outbox_oldest_pending_age_seconds', { service: schema })).toBe(0);
  });

  it('leave out an outbox that cannot be read instead of failing the whole scrape', async () => {
    const other = createServer({ logLevel: 'silent' });
    other.metrics.watchOutbox(database.db, `${schema}_missing`);
    await other.ready();
    try {
      const text = await other.metrics.registry.metrics();
      expect(text).toContain('# TYPE emind_mail_outbox_backlog gauge');
      expect(text).not.toContain(`service="${schema}_missing"`);
    } finally {
      await other.close();
    }
  });
});

describe(`database pool gauges (${databaseUrl ? 'Postgres' : 'PGlite'})`, () => {
  it('report the pool as the driver sees it', async () => {
    const driver = { driver: database.kind };
    if (database.kind === 'pglite') {
      expect(await metricValue(app, 'emind_db_pool_max', driver)).toBe(1);
      expect(await metricValue(app, 'emind_db_pool_connections', driver)).toBe(1);
      const text = await app.metrics.registry.metrics();
      expect(text).not.toMatch(/^emind_db_pool_idle\{/m);
      expect(text).not.toMatch(/^emind_db_pool_waiting\{/m);
      return;
    }
    expect(await metricValue(app, 'emind_db_pool_max', driver)).toBe(3);
    // Four slow queries on three connections: three busy, one waiting.
    const slow = Array.from({ length: 4 }, () => sql`select pg_sleep(0.5)`.execute(database.db));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await metricValue(app, 'emind_db_pool_connections', driver)).toBe(3);
    expect(await metricValue(app, 'emind_db_pool_idle', driver)).toBe(0);
    expect(await metricValue(app, 'emind_db_pool_waiting', driver)).toBe(1);
    await Promise.all(slow);
    // A whole scrape: the outbox gauges' own query is not counted as a query waiting for the pool.
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(/^emind_db_pool_waiting\{driver="postgres"\} 0$/m);
    expect(text).toMatch(/^emind_db_pool_idle\{driver="postgres"\} 3$/m);
  });
});
