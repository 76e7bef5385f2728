import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAdmin, registerUser, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const myAppointments = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: bearer(access) });

describe("booking's access checks", () => {
  it('refuse an access token once its account is deactivated, though the token has not expired', async () => {
    const admin = await loginAdmin(t.app);
    const client = await registerUser(t.app, 'client');
    const other = await registerUser(t.app, 'client');
    const toggle = () =>
      t.app.inject({ method: 'PATCH', url: `/api/profiles/admin/patients/${client.profileId}/status/`, headers: bearer(admin.access) });
    expect((await toggle()).json().user.is_active).toBe(false);

    const refused = await myAppointments(client.access);
    expect(refused.statusCode).toBe(401);
    expect((await myAppointments(other.access)).statusCode).toBe(200);
  });
});
