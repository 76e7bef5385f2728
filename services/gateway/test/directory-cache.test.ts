import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { bearer, registerSession, setBankInfo, type TestSession } from '@emind/identity/testing';
import type { DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_STATUS, expectOk, mondayMornings, psychologistAllButSchedule, setAccountActive, soon } from './directory-cache-helpers.ts';
import { buildEmbeddedGateway, TEST_ADMIN } from './embedded-gateway.ts';

/**
 * The directory's kept answers change at once with every kind of listing change, whichever service makes it. On
 * Postgres the notification reaches the listening connection a moment after the writer's commit, so reads poll briefly.
 */
const LIST = '/api/profiles/public/psychologists/?page_size=50&ordering=name';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;
let dir: string;
let admin: string;
let psychologist: TestSession;

interface Card { id: number; price: number; university: string; first_name: string; rating: number | null; review_count: number }

const visit = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const act = (method: 'PATCH' | 'POST', url: string, token: string, payload: object) => expectOk(app, method, url, token, payload);

/** A visitor's answer from memory: read again until kept (on Postgres a notification of an earlier write may still arrive). */
async function keptAnswer(url: string) {
  let response = await visit(url);
  await expect.poll(async () => (response = await visit(url)).headers[CACHE_STATUS], soon).toBe('HIT');
  return response;
}

const keptCard = async (): Promise<Card | undefined> =>
  (await keptAnswer(LIST)).json<{ results: Card[] }>().results.find((card) => card.id === psychologist.profileId);

const cardNow = async (): Promise<Card | undefined> => (await visit(LIST)).json<{ results: Card[] }>().results.find((card) => card.id === psychologist.profileId);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-directory-cache-'));
  const webRoot = path.join(dir, 'web');
  await mkdir(webRoot, { recursive: true });
  ({ app, database, close } = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot }));
  admin = (await app.inject({ method: 'POST', url: '/api/auth/login/', payload: TEST_ADMIN })).json<{ access: string }>().access;
  psychologist = await psychologistAllButSchedule(app, admin, 'Aaron');
  await act('PATCH', '/api/schedules/psychologist-schedule/update/', psychologist.access, mondayMornings);
}, 120_000);

afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

describe('the directory kept in memory', () => {
  it('answers a visitor from memory with a strong ETag, and 304 with no body when it still matches', async () => {
    const computed = await visit(LIST, bearer(psychologist.access));
    const second = await keptAnswer(LIST);
    expect(second.body).toBe(computed.body);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const unchanged = await visit(LIST, { 'if-none-match': ifNoneMatch });
      expect(unchanged.statusCode, ifNoneMatch).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
    }
    expect((await visit(LIST, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Compressed once when kept, under the same tag; the gateway does not compress it again.
    const compressed = await visit(LIST, { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(etag);
    expect(String(compressed.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(computed.body);
    const profile = `/api/profiles/public/psychologists/${psychologist.profileId}/`;
    const keptProfile = await keptAnswer(profile);
    expect((await visit(profile, { 'if-none-match': String(keptProfile.headers.etag) })).statusCode).toBe(304);
  });

  it('never serves a signed-in request from memory nor keeps its answer for visitors', async () => {
    const url = '/api/profiles/public/psychologists/?page_size=7&ordering=price';
    const signedIn = await visit(url, bearer(psychologist.access));
    expect(signedIn.headers[CACHE_STATUS]).toBe('BYPASS');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.etag).toBeUndefined();
    // The signed-in answer was not kept: the visitor's first read computes its own.
    expect((await visit(url)).headers[CACHE_STATUS]).toBe('MISS');
    await keptAnswer(url);
    // And what a visitor has kept is not served to anyone signed in, by token or by cookie.
    expect((await visit(url, bearer(psychologist.access))).headers[CACHE_STATUS]).toBe('BYPASS');
    expect((await visit(url, { cookie: 'session=anything' })).headers[CACHE_STATUS]).toBe('BYPASS');
    expect((await visit(url, { 'if-none-match': '*', authorization: `Bearer ${psychologist.access}` })).statusCode).toBe(200);
  });

  it('shows an admin’s price approval at once', async () => {
    expect((await keptCard())?.price).toBe(10000);
    await act('POST', `/api/pricing/psychologist-prices/set_psychologist_price/${psychologist.profileId}/`, admin, { price: 12500 });
    await expect.poll(async () => (await cardNow())?.price, soon).toBe(12500);
  });

  it('shows a verification change at once (taken out, then verified again)', async () => {
    expect(await keptCard()).toBeDefined();
    await act('PATCH', `/api/profiles/admin/psychologists/${psychologist.profileId}/toggle-status/`, admin, { verification_status: 'VERIFICATION_IN_PROGRESS' });
    await expect.poll(cardNow, soon).toBeUndefined();
    expect(await keptCard()).toBeUndefined();
    await act('PATCH', `/api/profiles/admin/psychologists/${psychologist.profileId}/toggle-status/`, admin, { verification_status: 'VERIFIED' });
    await expect.poll(cardNow, soon).toBeDefined();
  });

  it('shows the psychologist’s own profile edit at once', async () => {
    expect((await keptCard())?.university).toBe('Universidad de Chile');
    await act('PATCH', '/api/profiles/psychologist-profiles/me/professional/', psychologist.access, { university: 'Pontificia Universidad Católica de Chile' });
    await expect.poll(async () => (await cardNow())?.university, soon).toBe('Pontificia Universidad Católica de Chile');
  });

  it('shows bank data removed and completed (identity) at once', async () => {
    expect(await keptCard()).toBeDefined();
    // No route removes bank data; erasure clears identity's own columns like this.
    await sql`update identity.profiles set bank_account_number = null where id = ${psychologist.profileId}`.execute(database.db);
    await expect.poll(cardNow, soon).toBeUndefined();
    expect(await keptCard()).toBeUndefined();
    await setBankInfo(app, psychologist, 'psychologist');
    await expect.poll(cardNow, soon).toBeDefined();
  });

  it('shows an account deactivated (identity) at once, and its profile page answers 404', async () => {
    const profile = `/api/profiles/public/psychologists/${psychologist.profileId}/`;
    await keptAnswer(profile);
    expect(await keptCard()).toBeDefined();
    await setAccountActive(database, psychologist, false);
    await expect.poll(cardNow, soon).toBeUndefined();
    await expect.poll(async () => (await visit(profile)).statusCode, soon).toBe(404);
    await setAccountActive(database, psychologist, true);
    await expect.poll(cardNow, soon).toBeDefined();
  });

  it('shows a weekly schedule removed and saved again (booking) at once', async () => {
    expect(await keptCard()).toBeDefined();
    // Booking's route refuses an empty week; a psychologist whose blocks are gone (erasure) is this.
    await sql`delete from booking.schedule_blocks where psychologist_id = ${psychologist.profileId}`.execute(database.db);
    await expect.poll(cardNow, soon).toBeUndefined();
    expect(await keptCard()).toBeUndefined();
    await act('PATCH', '/api/schedules/psychologist-schedule/update/', psychologist.access, mondayMornings);
    await expect.poll(cardNow, soon).toBeDefined();
  });

  it('shows a review approved by moderation (reviews) at once', async () => {
    expect((await keptCard())?.review_count).toBe(0);
    const client = await registerSession(app, 'client');
    // A session only reaches COMPLETED once it has started, which a test cannot wait for: booking's table, as the reviews tests do.
    const session = await sql<{ id: number }>`
      insert into booking.appointments (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status, payment_method,
        payment_amount, is_first_appointment, hold_expires_at)
      values (${psychologist.profileId}, ${client.profileId}, '2026-01-05', '10:00', '11:00', '2026-01-05T13:00:00Z', '2026-01-05T14:00:00Z',
        'COMPLETED', 'transfer', 10000, true, '2026-01-05T13:00:00Z') returning id`.execute(database.db);
    const review = await app.inject({
      method: 'POST', url: '/api/comments/client/submit/', headers: bearer(client.access), payload: { appointment: session.rows[0]?.id, rating: 4, comment: 'Muy buena sesión' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await keptCard())?.review_count).toBe(0);
    await act('PATCH', `/api/comments/admin/reviews/${review.json<{ id: number }>().id}/`, admin, { status: 'APPROVED' });
    await expect.poll(async () => (await cardNow())?.rating, soon).toBe(4);
    expect((await keptCard())?.review_count).toBe(1);
  });

  it('shows a name change (identity) at once', async () => {
    expect((await keptCard())?.first_name).toBe('Aaron');
    await sql`update identity.users set first_name = 'Abel' where id = (select user_id from identity.profiles where id = ${psychologist.profileId})`.execute(database.db);
    await expect.poll(async () => (await cardNow())?.first_name, soon).toBe('Abel');
  });
});
