import { metricValue } from '@emind/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PASSWORD, registerUser, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/login/', payload });
const failedLogins = () => metricValue(t.app, 'emind_logins_failed_total');

describe('failed-login metric', () => {
  it('counts the 401s of a wrong password or an unknown e-mail, not a login that works or a malformed one', async () => {
    const user = await registerUser(t.app);
    expect((await login({ email: user.user.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: user.user.email, password: 'NoEsLaClave1!' })).statusCode).toBe(401);
    expect((await login({ email: 'nadie@example.cl', password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: 'no-es-un-correo' })).statusCode).toBe(400);
    expect(await failedLogins()).toBe(2);
  });
});
