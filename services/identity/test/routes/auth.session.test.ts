import { generateKeyPairSync } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, bearer, buildTestApp, loginAs, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/profiles/client-profiles/me/', headers: bearer(token) });

describe('login', () => {
  it('logs in with a trimmed, case-insensitive e-mail', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const response = await post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
  });

  it("answers the profile's gender with the user (null until given), so greetings and titles can follow it", async () => {
    const email = uniqueEmail();
    const registered = await registerUser(t.app, { email });
    expect(registered.user).toMatchObject({ gender: null });
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/profiles/client-profiles/me/', headers: bearer(registered.access), payload: { gender: 'FEMALE' } });
    expect(patched.statusCode).toBe(200);
    const response = await post('/api/auth/login', { email, password: PASSWORD });
    expect(response.json().user).toMatchObject({ email, gender: 'FEMALE' });
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const wrong = await post('/api/auth/login', { email, password: 'Mala1234!' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nadie'), password: 'Mala1234!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'unauthenticated', detail: 'Correo o contraseña incorrectos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('tells an inactive account apart', async () => {
    const email = uniqueEmail();
    const session = await registerUser(t.app, { email });
    await t.database.db.withSchema('identity').updateTable('users' as never).set({ is_active: false } as never).where('id' as never, '=', session.user.id as never).execute();
    const response = await post('/api/auth/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toContain('inactive');
  });

  it('validates the body', async () => {
    const response = await post('/api/auth/login', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'email', 'password']);
  });

  it('creates the configured admin at start', async () => {
    const session = await loginAs(t.app, ADMIN.email, ADMIN.password);
    expect(session.user.user_type).toBe('admin');
  });
});

describe('access tokens', () => {
  it('rejects a missing, tampered, foreign-key or expired token', async () => {
    const session = await registerUser(t.app);
    expect((await me(session.access)).statusCode).toBe(200);

    const missing = await t.app.inject({ method: 'GET', url: '/api/profiles/client-profiles/me/' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 'unauthenticated', detail: 'Authentication required' });

    const [header, payload, signature] = session.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, user_type: 'admin' })).toString('base64url');
    const tampered = await t.app.inject({ method: 'GET', url: '/api/profiles/admin-profiles/me/', headers: bearer(`${header}.${forged}.${signature}`) });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ code: 'unauthenticated', detail: 'Token inválido o expirado' });

    const other = generateKeyPairSync('ed25519', { privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const foreignKey = await importPKCS8(other.privateKey, 'EdDSA');
    const sign = (exp: number, key = foreignKey) =>
      new SignJWT({ user_type: 'client', profile_id: session.user.profile_id, issued_at_ms: (exp - 1800) * 1000 })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject(String(session.user.id))
        .setIssuer('e-mind-identity')
        .setIssuedAt(exp - 1800)
        .setExpirationTime(exp)
        .sign(key);
    expect((await me(await sign(Math.floor(Date.now() / 1000) + 600))).statusCode).toBe(401);

    const { readFile } = await import('node:fs/promises');
    const ownKey = await importPKCS8(await readFile(`${t.dataDir}/keys/jwt-ed25519.pem`, 'utf8'), 'EdDSA');
    const expired = await me(await sign(Math.floor(Date.now() / 1000) - 60, ownKey));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'unauthenticated', detail: 'Token inválido o expirado' });
    expect((await me('garbage')).statusCode).toBe(401);
  });

  it('stops accepting a token it has already verified (and remembers) once the token expires', async () => {
    const session = await registerUser(t.app);
    const claims = JSON.parse(Buffer.from(session.access.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect((await me(session.access)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((claims.exp - 1) * 1000);
      expect((await me(session.access)).statusCode).toBe(200);
      vi.setSystemTime((claims.exp + 1) * 1000);
      const expired = await me(session.access);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ code: 'unauthenticated', detail: 'Token inválido o expirado' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('carries sub, user_type, profile_id and a 30 minute lifetime', async () => {
    const session = await registerUser(t.app);
    const claims = JSON.parse(Buffer.from(session.access.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(session.user.id), user_type: 'client', profile_id: session.user.profile_id });
    expect(claims.exp - claims.iat).toBe(1800);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token, and a reused one revokes the family', async () => {
    const session = await registerUser(t.app);
    const first = await post('/api/auth/refresh/', { refresh: session.refresh });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh).not.toBe(session.refresh);
    expect(rotated.access).toMatch(/^ey/);

    // Past the grace two tabs get, presenting the rotated token again is theft.
    await sql`update identity.refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null
              and user_id = ${session.user.id}`.execute(t.database.db);
    const reuse = await post('/api/auth/refresh/', { refresh: session.refresh });
    expect(reuse.statusCode).toBe(401);
    // The family is revoked: the newest token no longer works either.
    expect((await post('/api/auth/refresh/', { refresh: rotated.refresh })).statusCode).toBe(401);
  });

  it('gives two tabs refreshing one token at once a working pair each, and keeps them logged in', async () => {
    const session = await registerUser(t.app);
    const [first, second] = await Promise.all([
      post('/api/auth/refresh/', { refresh: session.refresh }),
      post('/api/auth/refresh/', { refresh: session.refresh }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().refresh).not.toBe(second.json().refresh);
    for (const pair of [first.json(), second.json()]) {
      expect((await me(pair.access)).statusCode).toBe(200);
      expect((await post('/api/auth/refresh/', { refresh: pair.refresh })).statusCode).toBe(200);
    }
  });

  it('rejects unknown and missing refresh tokens', async () => {
    expect((await post('/api/auth/refresh/', { refresh: 'nope' })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh/', {})).statusCode).toBe(400);
  });

  it('logout revokes the refresh token', async () => {
    const session = await registerUser(t.app);
    const logout = await post('/api/auth/logout/', { refresh: session.refresh });
    expect(logout.statusCode).toBe(204);
    expect((await post('/api/auth/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    expect((await post('/api/auth/logout/', { refresh: 'unknown' })).statusCode).toBe(204);
  });
});
