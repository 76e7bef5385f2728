import { privacyMessages } from '@emind/domain';
import { privacyServices, runPrivacyParts, schemaDb } from '@emind/server-kit';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblePrivacyRequests, expirePrivacyExports } from '../../src/app.ts';
import type { IdentityDatabase } from '../../src/db/schema.ts';
import { identityParticipant } from '../../src/privacy/identity-participant.ts';
import { bearer, registerSession, TEST_PASSWORD, type TestSession } from '../../src/testing.ts';
import { buildPrivacyTestApp, insertAppointment, insertPart, insertRemainingParts, jobContext, userIdOfSession, type PrivacyTestApp } from '../privacy-requests-app.ts';

let t: PrivacyTestApp;
let patient: TestSession;
let other: TestSession;

beforeAll(async () => {
  t = await buildPrivacyTestApp();
  patient = await registerSession(t.app, 'client', { first_name: 'Camila', last_name: 'Soto <b>' });
  other = await registerSession(t.app, 'client', { first_name: 'Otra', last_name: 'Persona' });
});
afterAll(() => t.close());

const post = (url: string, session: TestSession | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: session ? bearer(session.access) : {}, ...(payload === undefined ? {} : { payload }) });
const get = (url: string, session: TestSession | null) => t.app.inject({ method: 'GET', url, headers: session ? bearer(session.access) : {} });

describe('exports: request, list, ownership', () => {
  it('needs a session', async () => {
    expect((await post('/api/privacy/exports/', null)).statusCode).toBe(401);
    expect((await get('/api/privacy/exports/', null)).statusCode).toBe(401);
  });

  it('answers 202 with the request, and the same pending one on a second click', async () => {
    const first = await post('/api/privacy/exports/', patient);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    const second = await post('/api/privacy/exports/', patient);
    expect(second.statusCode).toBe(202);
    expect(second.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);

    const list = await get('/api/privacy/exports/', patient);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: first.json<{ id: number }>().id, status: 'pending', status_display: 'En preparación', download_url: null }),
    ]);
  });

  it("hides another person's export (404), refuses bad ids (400), and says a pending one is not ready (409)", async () => {
    const { id } = (await post('/api/privacy/exports/', patient)).json<{ id: number }>();
    expect((await get(`/api/privacy/exports/${id}/`, other)).statusCode).toBe(404);
    expect((await get(`/api/privacy/exports/${id}/download/`, other)).json()).toEqual({ code: 'not_found', detail: privacyMessages.exportNotFound });
    expect((await get('/api/privacy/exports/99999999/', patient)).statusCode).toBe(404);
    expect((await get('/api/privacy/exports/abc/', patient)).statusCode).toBe(400);
    expect((await get('/api/privacy/exports/0/', patient)).statusCode).toBe(400);
    expect((await get('/api/privacy/exports/99999999999/', patient)).statusCode).toBe(400);
    expect((await get(`/api/privacy/exports/${id}/download/`, patient)).statusCode).toBe(409);
    expect((await get('/api/privacy/exports/', other)).json()).toEqual([]);
  });
});

describe('the export ZIP', () => {
  it("is assembled once every service's part is written, mailed about, downloaded by its owner only, and expires", async () => {
    const ctx = jobContext(t);
    const { id } = (await post('/api/privacy/exports/', patient)).json<{ id: number }>();
    const db = schemaDb<IdentityDatabase>(t.database, 'identity');

    // identity's real part; the other services' parts as their jobs would write them
    await runPrivacyParts(db, identityParticipant({ storage: ctx.storage }), new Date());
    expect(await assemblePrivacyRequests(ctx)).toBe(0);
    const proof = await ctx.storage.save('private', 'payment-proofs', Buffer.from('%PDF-1.4 prueba'), 'pdf', 'application/pdf');
    await insertPart(t.database, 'catalogue', id, 'export', { data: {} });
    await insertPart(t.database, 'booking', id, 'export', {
      data: { appointments: [{ code: 'EM-000001', status: 'COMPLETED', notes: '<script>x</script>' }] },
      files: [
        { name: 'booking/comprobantes/EM-000001.pdf', key: proof.key },
        { name: '../escape.txt', key: proof.key },
      ],
    });
    expect(await assemblePrivacyRequests(ctx)).toBe(0);
    await insertPart(t.database, 'reviews', id, 'export', { data: { written: [] } });
    expect(await assemblePrivacyRequests(ctx)).toBe(0);
    await insertPart(t.database, 'sessions', id, 'export', { data: { session_attendance: [] } });
    expect(await assemblePrivacyRequests(ctx)).toBe(0);
    await insertPart(t.database, 'measures', id, 'export', { data: { intake: null } });
    expect(await assemblePrivacyRequests(ctx)).toBe(0);
    await insertPart(t.database, 'billing', id, 'export', { data: { boletas: [] } });
    await insertRemainingParts(t.database, id, 'export');
    expect(await assemblePrivacyRequests(ctx)).toBe(1);
    expect(await assemblePrivacyRequests(ctx)).toBe(0);
    const identityPart = await sql<{ data: unknown }>`select data from identity.privacy_work where request_id = ${id}`.execute(t.database.db);
    expect(identityPart.rows).toEqual([{ data: null }]);

    const detail = (await get(`/api/privacy/exports/${id}/`, patient)).json<{ status: string; download_url: string; expires_at: string }>();
    expect(detail).toMatchObject({ status: 'ready', download_url: `/api/privacy/exports/${id}/download/` });
    expect(new Date(detail.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    expect((await get(`/api/privacy/exports/${id}/download/`, other)).statusCode).toBe(404);
    const download = await get(detail.download_url, patient);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="e-mind-datos-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''e-mind-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['booking/comprobantes/EM-000001.pdf', 'datos.json', 'resumen.html']);
    const json = JSON.parse(strFromU8(files['datos.json']!)) as Record<string, Record<string, unknown>>;
    expect(json.formato).toBe('e-mind/datos v1');
    expect(Object.keys(json)).toEqual(['formato', 'generado', ...privacyServices]);
    expect(json.identity!.account).toMatchObject({ email: patient.email, first_name: 'Camila' });
    expect(json.booking!.appointments).toEqual([{ code: 'EM-000001', status: 'COMPLETED', notes: '<script>x</script>' }]);
    const html = strFromU8(files['resumen.html']!);
    expect(html).toContain('<h2>Citas, pagos y agenda</h2>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Soto &lt;b&gt;');
    expect(html).not.toContain('<script>');
    expect(strFromU8(files['booking/comprobantes/EM-000001.pdf']!)).toBe('%PDF-1.4 prueba');

    const mail = await sql<{ message: { to: string; subject: string; text: string } }>`
      select message from identity.mail_outbox where message->>'subject' = 'Tus datos de e-mind están listos' and message->>'to' = ${patient.email}`.execute(t.database.db);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.message.text).toContain('http://localhost:8000/dashboard/profile');

    // a week and a day later the file is gone and the link answers 410
    const fileKey = (await sql<{ file_key: string }>`select file_key from identity.data_requests where id = ${id}`.execute(t.database.db)).rows[0]!.file_key;
    t.clock.pinned = new Date(Date.now() + 8 * 86_400_000);
    try {
      expect(await expirePrivacyExports(ctx)).toBe(1);
      expect(await expirePrivacyExports(ctx)).toBe(0);
    } finally {
      t.clock.pinned = null;
    }
    await expect(ctx.storage.read(fileKey)).rejects.toMatchObject({ code: 'ENOENT' });
    const expired = await get(`/api/privacy/exports/${id}/download/`, patient);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'gone', detail: privacyMessages.exportExpired });
    expect((await get(`/api/privacy/exports/${id}/`, patient)).json()).toMatchObject({ status: 'expired', download_url: null });
  });
});

describe('erasure', () => {
  it('needs the right password: 400 with a Spanish message, nothing changed', async () => {
    const wrong = await post('/api/privacy/erasure/', other, { password: 'no-es-esta' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'invalid_request', password: [privacyMessages.wrongPassword] });
    const missing = await post('/api/privacy/erasure/', other, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('password');
    expect((await post('/api/privacy/erasure/', other, { password: TEST_PASSWORD, extra: 1 })).statusCode).toBe(400);
    expect((await post('/api/privacy/erasure/', null, { password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await get('/api/privacy/exports/', other)).statusCode).toBe(200);
  });

  it('is refused (409) while paid or confirmed sessions are ahead, listing them; an unpaid hold does not block', async () => {
    const client = await registerSession(t.app, 'client', { first_name: 'Bloqueada', last_name: 'Paciente' });
    const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Pablo', last_name: 'Muñoz' });
    await insertAppointment(t.database, { clientProfileId: client.profileId, psychologistProfileId: psychologist.profileId, status: 'CONFIRMED', days: 3 });
    await insertAppointment(t.database, { clientProfileId: client.profileId, psychologistProfileId: psychologist.profileId, status: 'PENDING_PAYMENT', days: 4 });

    const blocked = await post('/api/privacy/erasure/', client, { password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      code: 'erasure_blocked',
      detail: privacyMessages.upcomingSessions,
      sessions: [
        {
          id: expect.any(Number),
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          start_time: expect.stringMatching(/^\d{2}:\d{2}$/),
          status: 'CONFIRMED',
          status_display: 'Confirmada',
          other_party_name: 'Pablo Muñoz',
        },
      ],
    });
    // the psychologist is blocked by the same session, named by the patient
    const asPsychologist = await post('/api/privacy/erasure/', psychologist, { password: TEST_PASSWORD });
    expect(asPsychologist.statusCode).toBe(409);
    expect(asPsychologist.json<{ sessions: { other_party_name: string }[] }>().sessions.map((s) => s.other_party_name)).toEqual(['Bloqueada Paciente']);
    // still signed in: nothing was changed
    expect((await get('/api/privacy/exports/', client)).statusCode).toBe(200);
  });

  it('deactivates the account, ends its sessions, and closes once every service erased its part', async () => {
    const person = await registerSession(t.app, 'client', { first_name: 'Borrar', last_name: 'Me' });
    const userId = await userIdOfSession(t, person);
    const session = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: TEST_PASSWORD } });
    const { refresh } = session.json<{ refresh: string }>();
    // an export being prepared and an older one still downloadable: both go with the account
    const pendingExport = (await post('/api/privacy/exports/', person)).json<{ id: number }>().id;
    const oldZip = await jobContext(t).storage.save('private', 'exports', Buffer.from('zip'), 'zip', 'application/zip');
    await sql`insert into identity.data_requests (user_id, user_type, kind, status, due_at, ready_at, expires_at, closed_at, file_key, email, first_name, last_name)
      values (${userId}, 'client', 'export', 'ready', now(), now(), now() + interval '7 days', now(), ${oldZip.key}, ${person.email}, 'Borrar', 'Me')`.execute(t.database.db);
    const accepted = await post('/api/privacy/erasure/', person, { password: TEST_PASSWORD });
    expect(accepted.statusCode).toBe(202);
    const body = accepted.json<{ id: number; status: string; due_at: string }>();
    expect(body.status).toBe('pending');
    const days = (new Date(body.due_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const account = await sql<{ is_active: boolean }>`select is_active from identity.users where id = ${userId}`.execute(t.database.db);
    expect(account.rows[0]!.is_active).toBe(false);
    const open = await sql<{ n: number }>`select count(*)::int as n from identity.refresh_tokens where user_id = ${userId} and revoked_at is null`.execute(t.database.db);
    expect(open.rows[0]!.n).toBe(0);
    // access tokens end within ACCOUNT_ACCESS_CACHE_MS everywhere (the cut-off is written now); refresh tokens at once
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: TEST_PASSWORD } });
    expect(login.statusCode).not.toBe(200);

    const view = await sql<{ kind: string; email: string; closed_at: Date | null }>`
      select kind, email, closed_at from identity.privacy_requests where id = ${body.id}`.execute(t.database.db);
    expect(view.rows).toEqual([{ kind: 'erasure', email: person.email, closed_at: null }]);

    const ctx = jobContext(t);
    for (const schema of privacyServices.filter((name) => name !== 'identity')) {
      expect(await assemblePrivacyRequests(ctx)).toBe(0);
      await insertPart(t.database, schema, body.id, 'erasure');
    }
    expect(await assemblePrivacyRequests(ctx)).toBe(0);
    // identity's real part: the account pseudonymised, the e-mail free to register again
    await runPrivacyParts(schemaDb<IdentityDatabase>(t.database, 'identity'), identityParticipant({ storage: ctx.storage }), new Date());
    const pseudonymised = await sql<{ email: string }>`select email from identity.users where id = ${userId}`.execute(t.database.db);
    expect(pseudonymised.rows[0]!.email).not.toBe(person.email);
    expect(await assemblePrivacyRequests(ctx)).toBe(1);
    const closed = await sql<Record<string, unknown>>`
      select status, email, first_name, last_name, completed_at is not null as completed, closed_at is not null as closed
      from identity.data_requests where id = ${body.id}`.execute(t.database.db);
    expect(closed.rows[0]).toEqual({ status: 'done', email: '', first_name: '', last_name: '', completed: true, closed: true });
    const exports = await sql<Record<string, unknown>>`
      select id, status, email, first_name, last_name, file_key, closed_at is not null as closed
      from identity.data_requests where user_id = ${userId} and kind = 'export' order by id`.execute(t.database.db);
    expect(exports.rows).toEqual([
      { id: pendingExport, status: 'expired', email: '', first_name: '', last_name: '', file_key: null, closed: true },
      { id: expect.any(Number), status: 'expired', email: '', first_name: '', last_name: '', file_key: null, closed: true },
    ]);
    await expect(jobContext(t).storage.read(oldZip.key)).rejects.toMatchObject({ code: 'ENOENT' });
    const kept = await sql<{ data: unknown }>`select data from identity.privacy_work where request_id = ${pendingExport}`.execute(t.database.db);
    expect(kept.rows).toEqual([{ data: null }]);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register/', payload: {
      email: person.email, username: person.email, password: TEST_PASSWORD, password2: TEST_PASSWORD, user_type: 'client',
      first_name: 'Nueva', last_name: 'Cuenta', phone_number: '+56 9 1234 5678',
    } });
    expect(again.statusCode).toBe(201);
  });
});
