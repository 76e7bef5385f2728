import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, mailsTo, noRateLimits, registerPayload, uniqueEmail, type TestApp } from '../helpers.ts';

let t: TestApp;
const tight = { max: 2, timeWindow: 60_000 };
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...noRateLimits, loginPerEmail: tight, loginPerIp: { max: 4, timeWindow: 60_000 }, register: tight, passwordReset: tight, contact: { max: 3, timeWindow: 60_000 } },
  });
});
afterAll(() => t.close());

const TOO_MANY = { code: 'too_many_requests', detail: 'Demasiadas solicitudes. Por favor, intenta nuevamente en unos minutos.' };
const from = (ip: string) => ({ remoteAddress: ip });

describe('POST /api/contacto', () => {
  it('stores the message and mails it to the contact address', async () => {
    const correo = uniqueEmail('ana');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contacto/',
      ...from('10.0.0.1'),
      payload: { nombre: ' Ana ', correo, mensaje: 'Quisiera saber más de la plataforma' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: 'Mensaje enviado' });
    const mails = (await mailsTo(t, 'contacto@e-mind.cl')).filter((mail) => mail.replyTo === correo);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nuevo mensaje de contacto de Ana');
  });

  it('answers the spec messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contacto', ...from('10.0.0.2'), payload: { nombre: 'A', correo: 'x@', mensaje: 'corto' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_request',
      nombre: ['Por favor, ingresa un nombre válido'],
      correo: ['Por favor, ingresa un correo electrónico válido'],
      mensaje: ['El mensaje debe tener al menos 10 caracteres'],
    });
  });

  it('limits a client address', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/contacto', ...from('10.0.0.3'), payload: { nombre: 'Ana', correo: 'a@test.cl', mensaje: 'Mensaje de prueba largo' } });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
  });
});

describe('rate limits', () => {
  it('limits login per e-mail across addresses, and per address', async () => {
    const email = uniqueEmail();
    const login = (ip: string, mail = email) => t.app.inject({ method: 'POST', url: '/api/auth/login', ...from(ip), payload: { email: mail, password: 'Mala1234!' } });
    expect((await login('10.1.0.1')).statusCode).toBe(401);
    expect((await login('10.1.0.2')).statusCode).toBe(401);
    const perEmail = await login('10.1.0.3');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json()).toEqual(TOO_MANY);

    for (let i = 0; i < 4; i++) await login('10.2.0.1', uniqueEmail());
    expect((await login('10.2.0.1', uniqueEmail())).statusCode).toBe(429);
  });

  it('counts only failed logins against an e-mail, and a success clears them', async () => {
    const account = registerPayload();
    const [email, password] = [String(account.email), String(account.password)];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', ...from('10.5.0.1'), payload: account })).statusCode).toBe(201);
    const login = (ip: string, secret: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', ...from(ip), payload: { email, password: secret } });
    for (let i = 0; i < 5; i++) expect((await login(`10.6.0.${i}`, password)).statusCode).toBe(200);
    expect((await login('10.6.1.1', 'Mala1234!')).statusCode).toBe(401);
    expect((await login('10.6.1.2', password)).statusCode).toBe(200);
    expect((await login('10.6.1.3', 'Mala1234!')).statusCode).toBe(401);
    expect((await login('10.6.1.4', 'Mala1234!')).statusCode).toBe(401);
    // Locked now, even with the right password: the limit is what stops a guesser.
    expect((await login('10.6.1.5', password)).statusCode).toBe(429);
  });

  it('lets no concurrent guesses past the per-e-mail limit', async () => {
    const email = uniqueEmail();
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', ...from(`10.7.0.${i}`), payload: { email, password: 'Mala1234!' } }),
      ),
    );
    expect(guesses.filter((guess) => guess.statusCode === 401)).toHaveLength(2);
    expect(guesses.filter((guess) => guess.statusCode === 429)).toHaveLength(6);
  });

  it('limits registration and reset requests per address', async () => {
    const register = () => t.app.inject({ method: 'POST', url: '/api/auth/register', ...from('10.3.0.1'), payload: registerPayload() });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(429);

    const reset = () => t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', ...from('10.4.0.1'), payload: { email: uniqueEmail() } });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
  });
});
