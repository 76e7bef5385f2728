import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, PASSWORD, bearer, buildTestApp, loginAs, registerUser, setAppointmentSummary, type SessionBody, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: SessionBody;
let client: SessionBody;
let psychologist: SessionBody;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  client = await registerUser(t.app, { first_name: 'Ángela', last_name: 'Núñez', email: 'angela.nunez@test.cl' });
  await registerUser(t.app, { first_name: 'Pedro', last_name: 'Soto' });
  psychologist = await registerUser(t.app, { user_type: 'psychologist', first_name: 'Ana', last_name: 'Psi' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, token?: string) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}) });

describe('admin patients', () => {
  it('lists client accounts only, newest first, with no appointment figures before any booking', async () => {
    const response = await call('GET', '/api/profiles/admin/patients/', admin.access);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: number; user: { email: string }; total_appointments: number }[]>();
    expect(list.map((p) => p.user.email)).toContain('angela.nunez@test.cl');
    expect(list.every((p) => p.user.email !== psychologist.user.email)).toBe(true);
    expect(list[0]).toMatchObject({ total_appointments: 0, last_appointment_date: null, next_appointment_status: null });
  });

  it("shows each patient's appointment figures from booking's summary", async () => {
    await setAppointmentSummary(t, { client_id: client.user.profile_id, total: 3, last: ['2026-05-04', 'COMPLETED'], next: ['2026-06-08', 'CONFIRMED'] });
    const list = (await call('GET', '/api/profiles/admin/patients/', admin.access)).json<{ id: number }[]>();
    expect(list.find((p) => p.id === client.user.profile_id)).toMatchObject({
      total_appointments: 3,
      last_appointment_date: '2026-05-04',
      last_appointment_status: 'COMPLETED',
      next_appointment_date: '2026-06-08',
      next_appointment_status: 'CONFIRMED',
    });
  });

  it('searches by name and e-mail, case- and accent-insensitively', async () => {
    const byName = (await call('GET', '/api/profiles/admin/patients/?search=ANGELA%20nun', admin.access)).json<unknown[]>();
    expect(byName).toHaveLength(1);
    const none = (await call('GET', '/api/profiles/admin/patients/?search=zzz', admin.access)).json<unknown[]>();
    expect(none).toHaveLength(0);
  });

  it('shows one patient and 404s for unknown or non-client profiles', async () => {
    const one = await call('GET', `/api/profiles/admin/patients/${client.user.profile_id}/`, admin.access);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: client.user.profile_id, user: { first_name: 'Ángela', is_active: true } });
    expect((await call('GET', `/api/profiles/admin/patients/${psychologist.user.profile_id}/`, admin.access)).statusCode).toBe(404);
    expect((await call('GET', '/api/profiles/admin/patients/999999/', admin.access)).statusCode).toBe(404);
    expect((await call('GET', '/api/profiles/admin/patients/abc/', admin.access)).statusCode).toBe(400);
  });

  it('toggles the account: an inactive patient cannot log in, and can again once reactivated', async () => {
    const off = await call('PATCH', `/api/profiles/admin/patients/${client.user.profile_id}/status/`, admin.access);
    expect(off.statusCode).toBe(200);
    expect(off.json().user.is_active).toBe(false);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'angela.nunez@test.cl', password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: client.refresh } });
    expect(refresh.statusCode).toBe(401);
    const own = () => call('GET', '/api/profiles/client-profiles/me/', client.access);
    expect((await own()).statusCode).toBe(401);
    const on = await call('PATCH', `/api/profiles/admin/patients/${client.user.profile_id}/status/`, admin.access);
    expect(on.json().user.is_active).toBe(true);
    // Reactivation lets the person log in again; the tokens of before stay void.
    expect((await own()).statusCode).toBe(401);
    client = await loginAs(t.app, 'angela.nunez@test.cl', PASSWORD);
    expect(client.user.user_type).toBe('client');
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/profiles/admin/patients/')).statusCode).toBe(401);
    expect((await call('GET', '/api/profiles/admin/patients/', client.access)).statusCode).toBe(403);
    expect((await call('GET', '/api/profiles/admin/patients/', psychologist.access)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/profiles/admin/patients/${client.user.profile_id}/status/`, psychologist.access)).statusCode).toBe(403);
  });
});
