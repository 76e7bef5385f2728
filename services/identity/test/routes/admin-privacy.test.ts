import { privacyMessages } from '@emind/domain';
import { privacyPartLabel, privacyServices, recordAccess } from '@emind/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblePrivacyRequests } from '../../src/app.ts';
import { adminSession, bearer, registerSession, TEST_ADMIN, TEST_PASSWORD, type TestSession } from '../../src/testing.ts';
import { buildPrivacyTestApp, insertPart, insertRemainingParts, jobContext, userIdOfSession, type PrivacyTestApp } from '../privacy-requests-app.ts';

let t: PrivacyTestApp;
let admin: TestSession;
let patient: TestSession;
let psychologist: TestSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildPrivacyTestApp();
  admin = await adminSession(t.app);
  patient = await registerSession(t.app, 'client', { first_name: 'Camila', last_name: 'Soto' });
  psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Pablo', last_name: 'Muñoz' });
  for (const [name, session] of Object.entries({ admin, patient, psychologist })) ids[name] = await userIdOfSession(t, session);
});
afterAll(() => t.close());

const get = (url: string, session: TestSession | null) => t.app.inject({ method: 'GET', url, headers: session ? bearer(session.access) : {} });
const post = (url: string, session: TestSession, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(session.access), ...(payload ? { payload } : {}) });

interface RequestsPage {
  count: number;
  results: { id: number; kind: string; kind_display: string; status: string; user_email: string; parts: { service: string; label: string; done: boolean }[]; hours_taken: number | null; due_at: string; requested_at: string }[];
}

describe('admin routes: roles and input', () => {
  it('are for admins only', async () => {
    for (const url of ['/api/admin/data-requests/', '/api/admin/access-log/']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, patient)).statusCode).toBe(403);
      expect((await get(url, psychologist)).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(200);
    }
  });

  it('refuse bad filters with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/admin/data-requests/?kind=foo', 'kind'],
      ['/api/admin/data-requests/?status=cancelled', 'status'],
      ['/api/admin/data-requests/?page=0', 'page'],
      ['/api/admin/access-log/?page=0', 'page'],
      ['/api/admin/access-log/?from=2026-02-30', 'from'],
      ['/api/admin/access-log/?to=25-11-2026', 'to'],
      ['/api/admin/access-log/?from=2026-11-25&to=2026-11-01', 'to'],
      [`/api/admin/access-log/?subject=${'a'.repeat(300)}`, 'subject'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toHaveProperty(field);
    }
  });

  it('offer no way to change a request', async () => {
    const { id } = (await post('/api/privacy/exports/', patient)).json<{ id: number }>();
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST'] as const) {
      const response = await t.app.inject({ method, url: `/api/admin/data-requests/${id}/`, headers: bearer(admin.access) });
      expect(response.statusCode, method).toBe(404);
    }
  });
});

describe('GET /api/admin/data-requests/', () => {
  it('lists every request with its deadline, which services are done, and the time taken once closed', async () => {
    const person = await registerSession(t.app, 'client', { first_name: 'Borrar', last_name: 'Me' });
    const erasure = (await post('/api/privacy/erasure/', person, { password: TEST_PASSWORD })).json<{ id: number }>();
    await insertPart(t.database, 'booking', erasure.id, 'erasure');
    await insertPart(t.database, 'identity', erasure.id, 'erasure');

    let page = (await get('/api/admin/data-requests/?kind=erasure', admin)).json<RequestsPage>();
    const open = page.results.find((row) => row.id === erasure.id)!;
    expect(open).toMatchObject({ kind: 'erasure', kind_display: 'Eliminación de cuenta', status: 'pending', user_email: person.email, hours_taken: null });
    // Every privacy service of the manifest, in its order, named as the admin reads it; the screen counts 'N de 9' from these.
    expect(open.parts).toEqual(privacyServices.map((service) => ({ service, label: privacyPartLabel(service), done: ['identity', 'booking'].includes(service) })));
    expect(open.parts.filter((part) => part.done).map((part) => part.label)).toEqual(['Cuenta y perfil', 'Citas']);
    expect(new Set(open.parts.map((part) => part.label)).size).toBe(privacyServices.length);
    const days = (new Date(open.due_at).getTime() - new Date(open.requested_at).getTime()) / 86_400_000;
    expect(days).toBe(30);
    expect(page.results.every((row) => row.kind === 'erasure')).toBe(true);

    await insertRemainingParts(t.database, erasure.id, 'erasure');
    t.clock.pinned = new Date(Date.now() + 3 * 3_600_000);
    try {
      expect(await assemblePrivacyRequests(jobContext(t))).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.pinned = null;
    }
    page = (await get('/api/admin/data-requests/?status=done', admin)).json<RequestsPage>();
    const done = page.results.find((row) => row.id === erasure.id)!;
    expect(done).toMatchObject({ status: 'done', user_email: '' });
    expect(done.parts.map((part) => [part.service, part.done])).toEqual(privacyServices.map((service) => [service, true]));
    expect(done.hours_taken).toBeGreaterThanOrEqual(2.9);
    expect(done.hours_taken).toBeLessThanOrEqual(3.1);

    const exports = (await get('/api/admin/data-requests/?kind=export&status=pending', admin)).json<RequestsPage>();
    expect(exports.count).toBeGreaterThanOrEqual(1);
    expect(exports.results.every((row) => row.kind === 'export' && row.status === 'pending')).toBe(true);
  });
});

describe('GET /api/admin/access-log/', () => {
  beforeAll(async () => {
    await recordAccess(t.database.db, 'booking', { subjectUserId: ids.patient!, actorUserId: ids.psychologist!, actorRole: 'psychologist', resource: 'appointment', resourceId: 1 });
    await recordAccess(t.database.db, 'identity', { subjectUserId: ids.patient!, actorUserId: ids.admin!, actorRole: 'admin', resource: 'patient_record', resourceId: 2 });
    await recordAccess(t.database.db, 'catalogue', { subjectUserId: ids.psychologist!, actorUserId: ids.admin!, actorRole: 'admin', resource: 'bank_data', resourceId: 3 });
  });

  const count = async (query: string) => (await get(`/api/admin/access-log/?${query}`, admin)).json<{ count: number }>().count;

  // The admin's look at 'Solicitudes de datos' above is itself recorded: one 'data_requests' read per person listed.
  it('filters by person and actor, each as an id or an e-mail', async () => {
    expect(await count(`subject=${ids.patient}`)).toBe(3);
    expect(await count(`subject=${encodeURIComponent(patient.email.toUpperCase())}`)).toBe(3);
    expect(await count(`actor=${encodeURIComponent(TEST_ADMIN.email)}`)).toBe(await count(`actor=${ids.admin}`));
    expect(await count(`subject=${ids.patient}&actor=${ids.admin}`)).toBe(2);
    expect(await count(`subject=${ids.patient}&actor=${ids.psychologist}`)).toBe(1);
    expect(await count('subject=nadie%40test.cl')).toBe(0);
  });

  it('filters by Chile dates, both days included', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' });
    expect(await count(`subject=${ids.patient}&from=${today}&to=${today}`)).toBe(3);
    expect(await count(`subject=${ids.patient}&from=${tomorrow}`)).toBe(0);
    expect(await count(`subject=${ids.patient}&to=2020-01-01`)).toBe(0);
  });
});

describe('an admin erasing their own account', () => {
  it('follows the same rule: password, then 202', async () => {
    expect((await post('/api/privacy/erasure/', admin, { password: 'otra-clave' })).json()).toEqual({ code: 'invalid_request', password: [privacyMessages.wrongPassword] });
    const accepted = await post('/api/privacy/erasure/', admin, { password: TEST_ADMIN.password });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ status: 'pending' });
  });
});
