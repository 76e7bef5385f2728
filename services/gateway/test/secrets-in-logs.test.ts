import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddedGateway, type EmbeddedGateway } from './embedded-gateway.ts';

const rawLines: string[] = [];
let gateway: EmbeddedGateway;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-secrets-in-logs-'));
  await mkdir(path.join(dir, 'web/shell/dist'), { recursive: true });
  await writeFile(path.join(dir, 'web/shell/dist/index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  gateway = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot: path.join(dir, 'web'), logStream: { write: (line) => rawLines.push(line) } });
});
afterAll(async () => {
  await gateway.close();
  await rm(dir, { recursive: true, force: true });
});

const PATIENT = { email: 'paciente@e-mind.cl', password: 'Demo1234!' };

async function accessOf(credentials: { email: string; password: string }): Promise<string> {
  const login = await gateway.app.inject({ method: 'POST', url: '/api/auth/login/', payload: credentials });
  expect(login.statusCode).toBe(200);
  return login.json<{ access: string }>().access;
}

describe('secrets stay out of the request log', () => {
  it('a calendar feed is served, and its token is in no log line', async () => {
    const access = await accessOf(PATIENT);
    const link = await gateway.app.inject({ method: 'POST', url: '/api/calendar/link/', headers: { authorization: `Bearer ${access}` } });
    expect(link.statusCode).toBe(201);
    const feedPath = new URL(link.json<{ url: string }>().url).pathname;
    const token = feedPath.split('/').at(-1)!.replace(/\.ics$/, '');

    const feed = await gateway.app.inject({ method: 'GET', url: feedPath, headers: { 'x-request-id': 'feed-poll-1' } });
    expect(feed.statusCode).toBe(200);
    const pollLines = rawLines.filter((line) => line.includes('feed-poll-1'));
    expect(pollLines.some((line) => line.includes('/api/calendar/[redacted]'))).toBe(true);
    expect(rawLines.filter((line) => line.includes(token))).toEqual([]);
  });

  it("a certificate's verification code, on its public page and in the API, is in no log line", async () => {
    const code = 'K7QX-4MZ9-PT2D-HV8C-N3WR';
    const page = await gateway.app.inject({ method: 'GET', url: `/verificar/${code}`, headers: { 'x-request-id': 'verify-page-1' } });
    expect(page.statusCode).toBe(200);
    const api = await gateway.app.inject({ method: 'GET', url: `/api/billing/verify/${code}/`, headers: { 'x-request-id': 'verify-api-1' } });
    expect(api.json()).toMatchObject({ genuine: false });
    expect(rawLines.some((line) => line.includes('verify-page-1') && line.includes('/verificar/[redacted]'))).toBe(true);
    expect(rawLines.some((line) => line.includes('verify-api-1') && line.includes('/api/billing/verify/[redacted]/'))).toBe(true);
    expect(rawLines.filter((line) => line.includes(code))).toEqual([]);
  });

  it('a password-reset link opened in the browser, and any credential in a query, are in no log line', async () => {
    const requested = await gateway.app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email: PATIENT.email } });
    expect(requested.statusCode).toBe(200);
    const { rows } = await sql<{ text: string }>`
      select message->>'text' as text from identity.mail_outbox where message->>'to' = ${PATIENT.email} order by id desc limit 1`.execute(gateway.database.db);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const page = await gateway.app.inject({ method: 'GET', url: `/reset-password/${token}` });
    expect(page.statusCode).toBe(200);
    await gateway.app.inject({ method: 'GET', url: `/api/health?token=${token}&ticket=${token}` });
    expect(rawLines.filter((line) => line.includes(token!))).toEqual([]);
  });
});
