import { messages } from '@emind/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRateLimits } from '../../src/config.ts';
import { bearer, registerSession, TEST_PASSWORD } from '../../src/testing.ts';
import { buildPrivacyTestApp, type PrivacyTestApp } from '../privacy-requests-app.ts';

/** The erasure form checks a password: its wrong guesses count with the login's, per account, in identity.login_attempts. */
let t: PrivacyTestApp;
beforeAll(async () => {
  t = await buildPrivacyTestApp({ rateLimits: { ...noRateLimits, loginPerEmail: { max: 3, timeWindow: 15 * 60_000 } } });
});
afterAll(() => t.close());

describe('the erasure password check', () => {
  it('is limited like a login: after the allowed wrong guesses even the right password waits, and so does the login', async () => {
    const person = await registerSession(t.app, 'client', { first_name: 'Tomás', last_name: 'Adivina' });
    const erase = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/privacy/erasure/', headers: bearer(person.access), payload: { password } });
    for (let guess = 0; guess < 3; guess += 1) expect((await erase(`Incorrecta${guess}!`)).statusCode).toBe(400);
    const limited = await erase(TEST_PASSWORD);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json<{ detail: string }>().detail).toBe(messages.tooManyRequests);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(429);
  });

  it('a right password clears the count, as a login does', async () => {
    const person = await registerSession(t.app, 'client', { first_name: 'Inés', last_name: 'Recuerda' });
    const erase = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/privacy/erasure/', headers: bearer(person.access), payload: { password } });
    expect((await erase('Incorrecta1!')).statusCode).toBe(400);
    expect((await erase('Incorrecta2!')).statusCode).toBe(400);
    expect((await erase(TEST_PASSWORD)).statusCode).toBe(202);
  });
});
