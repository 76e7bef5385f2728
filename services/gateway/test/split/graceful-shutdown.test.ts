import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, pgliteDirFor } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, ServiceProcess } from './processes.ts';

/** Reviews, the smallest service, run as split mode runs it: on Postgres with DATABASE_URL, else its own PGlite. */
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) console.info('DATABASE_URL is not set: the graceful-shutdown process tests run reviews on PGlite');

const databaseName = `emind_drain_${randomBytes(5).toString('hex')}`;
const publicKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
let dataDir = '';
let running: ServiceProcess | null = null;
let exitedEarly = '';

async function onAdmin(statement: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
  try {
    await sql.raw(statement).execute(admin.db);
  } finally {
    await admin.close();
  }
}

/**
 * Every schema migrated, as the split runner does before any service starts: reviews refuses to start without the
 * views it reads (identity's, catalogue's and booking's).
 */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'emind-drain-'));
  const template = inject('postgresTemplate');
  if (adminUrl) {
    await onAdmin(`create database ${databaseName}${template ? ` template ${template.name}` : ''}`);
    return;
  }
  const dump = inject('pgliteDump');
  const loadDataDir = dump ? new Blob([await readFile(dump)]) : undefined;
  const migrated = await openDatabase({ pgliteDataDir: pgliteDirFor(dataDir), ...(loadDataDir ? { loadDataDir } : {}) });
  await migrated.close();
});

afterEach(async () => {
  await running?.stop();
  running = null;
});

afterAll(async () => {
  if (adminUrl) await onAdmin(`drop database if exists ${databaseName} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
});

async function startReviews(): Promise<{ service: ServiceProcess; url: string }> {
  const port = await freePort();
  exitedEarly = '';
  const env: NodeJS.ProcessEnv = {
    REVIEWS_PORT: String(port), HOST: '127.0.0.1', EMIND_DATA_DIR: dataDir, EMIND_JWT_PUBLIC_KEY: publicKey,
    EMIND_SEED_DEMO: 'false', EMIND_RATE_LIMITS: 'false', LOG_LEVEL: 'warn',
  };
  if (adminUrl) {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const service = new ServiceProcess('services/reviews/src/server.ts', env);
  running = service;
  service.start();
  void service.exited().then((code) => (exitedEarly = `exited with ${code}`));
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (exitedEarly) throw new Error(`reviews ${exitedEarly} before it was ready:\n${service.output.join('')}`);
    return (await readyStatus(url)) === 200;
  }, service);
  return { service, url };
}

/** The readiness answer, or 0 when the connection is refused (the listener is closed while draining). */
const readyStatus = (url: string): Promise<number> =>
  fetch(`${url}/api/reviews/health/ready`).then((response) => response.status, () => 0);

async function until(condition: () => Promise<boolean>, service: ServiceProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`condition never met; service output:\n${service.output.join('')}`);
}

interface HeldRequest {
  request: ClientRequest;
  /** The answer, and whether the whole body had been sent before it came. */
  response: Promise<{ status: number; body: string; afterBody: boolean }>;
  finish(): void;
}

/**
 * A JSON POST held open by its body: the server has the request (it answered `100 Continue`) and half the
 * body, and waits for the rest before it can answer.
 */
async function holdRequest(url: string): Promise<HeldRequest> {
  const body = JSON.stringify({ psychologist_id: 1, rating: 5, comment: 'held open while the service drains' });
  const half = Math.floor(body.length / 2);
  let bodySent = false;
  const held = request(`${url}/api/comments/held-open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const response = new Promise<{ status: number; body: string; afterBody: boolean }>((resolve, reject) => {
    held.once('response', (answer: IncomingMessage) => {
      const afterBody = bodySent;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString(), afterBody }));
      answer.once('error', reject);
    });
    held.once('error', reject);
  });
  await new Promise<void>((resolve) => held.once('continue', resolve));
  await new Promise<void>((resolve) => held.write(body.slice(0, half), () => resolve()));
  return {
    request: held,
    response,
    finish: () => {
      bodySent = true;
      held.end(body.slice(half));
    },
  };
}

describe('a service process on SIGTERM', () => {
  it('stops being ready, finishes the request in flight and exits 0', async () => {
    const { service, url } = await startReviews();
    const held = await holdRequest(url);
    const exited = service.exited();
    service.signal('SIGTERM');
    await until(async () => (await readyStatus(url)) !== 200, service);
    expect([0, 503]).toContain(await readyStatus(url));
    held.finish();
    const answer = await held.response;
    expect(answer.afterBody).toBe(true);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toHaveProperty('detail');
    expect(await exited).toBe(0);
  }, 240_000);

  it('exits at once on a second SIGTERM while draining', async () => {
    const { service, url } = await startReviews();
    const held = await holdRequest(url);
    const cut = held.response.then(
      () => 'answered',
      () => 'cut',
    );
    const exited = service.exited();
    service.signal('SIGTERM');
    await until(async () => (await readyStatus(url)) !== 200, service);
    service.signal('SIGTERM');
    expect([1, 143]).toContain(await exited);
    expect(await cut).toBe('cut');
  }, 240_000);
});
