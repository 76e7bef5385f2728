import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerPayload, uniqueEmail, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register/', payload });

describe('POST /api/auth/register', () => {
  it('creates a client and answers tokens and the user', async () => {
    const email = uniqueEmail('Client');
    const response = await register(registerPayload({ email: `  ${email.toUpperCase()} ` }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.access).toMatch(/^ey/);
    expect(body.refresh.length).toBeGreaterThan(20);
    expect(body.user).toMatchObject({
      user_type: 'client',
      email: email.toLowerCase(),
      username: email.toLowerCase(),
      first_name: 'Valentina',
      phone_number: '+56 9 1234 5678',
      professional_title: null,
    });
    expect(typeof body.user.profile_id).toBe('number');
  });

  it('gives a psychologist the title Psicólogo', async () => {
    const response = await register(registerPayload({ user_type: 'PSYCHOLOGIST', phone_number: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ user_type: 'psychologist', professional_title: 'Psicólogo', phone_number: null });
  });

  it('accepts a last name of a single space', async () => {
    const response = await register(registerPayload({ last_name: ' ' }));
    expect(response.statusCode).toBe(201);
  });

  it('rejects a duplicate e-mail with a message containing "existe"', async () => {
    const email = uniqueEmail();
    expect((await register(registerPayload({ email }))).statusCode).toBe(201);
    const response = await register(registerPayload({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', email: ['Ya existe una cuenta con este correo electrónico'] });
  });

  it('refuses admin and unknown user types', async () => {
    for (const user_type of ['admin', 'superuser']) {
      const response = await register(registerPayload({ user_type }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['user_type', 'code']);
    }
  });

  it('reports every broken password rule in Spanish', async () => {
    const response = await register(registerPayload({ password: 'abc', password2: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toEqual([
      'La contraseña debe tener al menos 8 caracteres',
      'La contraseña debe incluir al menos una letra mayúscula',
      'La contraseña debe incluir al menos un número',
      'La contraseña debe incluir al menos un símbolo especial',
    ]);
  });

  it('requires matching passwords', async () => {
    const response = await register(registerPayload({ password2: 'Otra1234!' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', password2: ['Las contraseñas no coinciden'] });
  });

  it('validates e-mail, names and phone', async () => {
    const response = await register(registerPayload({ email: 'no-es-correo', first_name: '  ', phone_number: '+56 9 123' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.email).toEqual(['Introduce un correo electrónico válido']);
    expect(body.first_name).toEqual(['Este campo es obligatorio']);
    expect(body.phone_number?.length ?? body.phone_number).toBeTruthy();
  });

  it('says which fields are missing and never answers 500 on junk', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ email: ['Este campo es obligatorio'], password: ['Este campo es obligatorio'] });
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toHaveProperty('detail');
    const array = await register([1, 2] as unknown as Record<string, unknown>);
    expect(array.statusCode).toBe(400);
  });
});
