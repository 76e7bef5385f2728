import { demoPdf } from '@emind/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAdmin, multipart, registerUser, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let ana: Session;
let bruno: Session;
let client: Session;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  ana = await registerUser(t.app, 'psychologist', { first_name: 'Ána', last_name: 'Núñez', email: 'ana.nunez@test.cl' });
  bruno = await registerUser(t.app, 'psychologist', { first_name: 'Bruno', last_name: 'Díaz' });
  client = await registerUser(t.app, 'client');
  await t.app.inject({
    method: 'PATCH', url: '/api/profiles/psychologist-profiles/me/update_bank_info/', headers: bearer(ana.access),
    payload: { bank_name: 'BANCO_ESTADO', bank_account_type: 'RUT', bank_account_number: '12345678', bank_account_owner: 'Ana Núñez', bank_account_owner_rut: '12.345.678-5', bank_account_owner_email: 'ana.nunez@test.cl' },
  });
  await t.app.inject({ method: 'PATCH', url: '/api/profiles/psychologist-profiles/me/', headers: bearer(ana.access), payload: { rut: '12345678-5', phone: '912345678' } });
  const body = multipart({ document_type: 'registration_certificate', description: 'Certificado' }, { name: 'c.pdf', content: demoPdf('c') });
  await t.app.inject({ method: 'POST', url: '/api/profiles/psychologist-profiles/me/upload-verification-document/', headers: { ...bearer(ana.access), ...body.headers }, payload: body.payload });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
const toggle = (id: number, status: string) => call('PATCH', `/api/profiles/admin/psychologists/${id}/toggle-status/`, admin.access, { verification_status: status });

describe('admin psychologists', () => {
  it('lists psychologists newest first, searching name and e-mail without case or accents', async () => {
    const all = await call('GET', '/api/profiles/admin/psychologists/', admin.access);
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBe(2);
    expect(all.json().results[0]).toMatchObject({ id: bruno.profileId, verification_status: 'PENDING', verification_status_display: 'Pendiente', specialties: [] });
    const search = (await call('GET', '/api/profiles/admin/psychologists/?search=ANA%20NUNEZ', admin.access)).json();
    expect(search.results.map((r: { id: number }) => r.id)).toEqual([ana.profileId]);
    expect((await call('GET', '/api/profiles/admin/psychologists/?search=diaz', admin.access)).json().count).toBe(1);
    expect((await call('GET', '/api/profiles/admin/psychologists/?limit=1', admin.access)).json()).toMatchObject({ count: 2, results: [expect.anything()] });
  });

  it('filters by one status or several', async () => {
    await toggle(bruno.profileId, 'VERIFIED');
    const verified = (await call('GET', '/api/profiles/admin/psychologists/?verification_status=VERIFIED', admin.access)).json();
    expect(verified.results.map((r: { id: number }) => r.id)).toEqual([bruno.profileId]);
    const pending = (await call('GET', '/api/profiles/admin/psychologists/?verification_status__in=PENDING,DOCUMENTS_SUBMITTED', admin.access)).json();
    expect(pending.results.map((r: { id: number }) => r.id)).toEqual([ana.profileId]);
    expect((await call('GET', '/api/profiles/admin/psychologists/?verification_status=NOPE', admin.access)).statusCode).toBe(400);
  });

  it('shows the full detail with bank data and documents', async () => {
    const detail = await call('GET', `/api/profiles/admin/psychologists/${ana.profileId}/`, admin.access);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: ana.profileId, user: { first_name: 'Ána', email: 'ana.nunez@test.cl' }, rut: '12.345.678-5', phone: '+56 9 1234 5678',
      bank_name: 'BANCO_ESTADO', bank_account_number: '12345678', bank_account_type_display: 'Cuenta RUT',
      bank_name_display: expect.any(String), verification_documents: [expect.objectContaining({ document_type: 'registration_certificate' })],
    });
    const docs = await call('GET', `/api/profiles/admin/psychologists/${ana.profileId}/documents/`, admin.access);
    expect(docs.json()).toHaveLength(1);
    expect((await call('GET', `/api/profiles/admin/psychologists/${client.profileId}/`, admin.access)).statusCode).toBe(404);
    expect((await call('GET', '/api/profiles/admin/psychologists/999999/', admin.access)).statusCode).toBe(404);
  });

  it('applies the status action rules', async () => {
    expect((await toggle(ana.profileId, 'VERIFICATION_IN_PROGRESS')).statusCode).toBe(400);
    expect((await toggle(ana.profileId, 'PENDING')).statusCode).toBe(400);
    const rejected = await toggle(ana.profileId, 'REJECTED');
    expect(rejected.json().verification_status).toBe('REJECTED');
    expect((await toggle(ana.profileId, 'REJECTED')).statusCode).toBe(400);
    expect((await toggle(ana.profileId, 'VERIFICATION_IN_PROGRESS')).json().verification_status).toBe('VERIFICATION_IN_PROGRESS');
    expect((await toggle(ana.profileId, 'VERIFIED')).json().verification_status).toBe('VERIFIED');
    expect((await toggle(ana.profileId, 'VERIFIED')).statusCode).toBe(400);
    expect((await toggle(ana.profileId, 'REJECTED')).statusCode).toBe(400);
    expect((await toggle(ana.profileId, 'VERIFICATION_IN_PROGRESS')).json().verification_status).toBe('VERIFICATION_IN_PROGRESS');
    expect((await toggle(ana.profileId, 'REJECTED')).statusCode).toBe(200);
  });

  it('counts users for the dashboard', async () => {
    const stats = await call('GET', '/api/profiles/admin/stats/dashboard/', admin.access);
    expect(stats.json()).toEqual({ totalUsers: 3, verifiedUsers: 1, pendingUsers: 0, rejectedUsers: 1, clientUsers: 1 });
  });

  it('is admin-only, before validation', async () => {
    for (const url of ['/api/profiles/admin/psychologists/', `/api/profiles/admin/psychologists/${ana.profileId}/`, '/api/profiles/admin/stats/dashboard/', `/api/profiles/admin/psychologists/${ana.profileId}/documents/`]) {
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
      expect((await call('GET', url, ana.access)).statusCode, url).toBe(403);
      expect((await call('GET', url, client.access)).statusCode, url).toBe(403);
    }
    expect((await call('PATCH', `/api/profiles/admin/psychologists/${ana.profileId}/toggle-status/`, ana.access, { verification_status: 'VERIFIED' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/profiles/admin/psychologists/${ana.profileId}/toggle-status/`, ana.access, { nonsense: true })).statusCode).toBe(403);
  });
});
