import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, ServiceProcess } from './processes.ts';

/** Booking's own process, as split mode runs it, on Postgres with DATABASE_URL, else its own PGlite. */
const adminUrl = process.env.DATABASE_URL;
const databaseName = `emind_views_${randomBytes(5).toString('hex')}`;
let dataDir = '';
let databaseUrl: string | undefined;

async function onDatabase(url: string | undefined, work: (db: DatabaseHandle['db']) => Promise<unknown>): Promise<void> {
  const handle = url ? await openDatabase({ databaseUrl: url, poolSize: 1 }) : await openDatabase({ pgliteDataDir: pgliteDirFor(dataDir) });
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Every schema migrated, but measures' `declared_minors` gone: as if measures had not migrated yet. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'emind-views-'));
  if (adminUrl) {
    const template = inject('postgresTemplate');
    await onDatabase(adminUrl, (db) => sql.raw(`create database ${databaseName}${template ? ` template ${template.name}` : ''}`).execute(db));
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  } else {
    const dump = inject('pgliteDump');
    const loadDataDir = dump ? new Blob([await readFile(dump)]) : undefined;
    await (await openDatabase({ pgliteDataDir: pgliteDirFor(dataDir), ...(loadDataDir ? { loadDataDir } : {}) })).close();
  }
  await onDatabase(databaseUrl, (db) => sql`drop view measures.declared_minors cascade`.execute(db));
}, 60_000);

afterAll(async () => {
  if (adminUrl) await onDatabase(adminUrl, (db) => sql.raw(`drop database if exists ${databaseName} with (force)`).execute(db));
  await rm(dataDir, { recursive: true, force: true });
});

describe('a service process started before a view it reads exists', () => {
  it('exits 1 naming the view and its owner, instead of serving 500s', async () => {
    const publicKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const booking = new ServiceProcess('services/booking/src/server.ts', {
      BOOKING_PORT: String(await freePort()), HOST: '127.0.0.1', EMIND_DATA_DIR: dataDir, EMIND_JWT_PUBLIC_KEY: publicKey,
      EMIND_SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    booking.start();
    try {
      expect(await booking.exited()).toBe(1);
      expect(booking.output.join('')).toMatch(/booking cannot start: it reads measures\.declared_minors, which does not exist yet .* measures publishes it when it migrates/);
    } finally {
      await booking.stop();
    }
  }, 90_000);
});
