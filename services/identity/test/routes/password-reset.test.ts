import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAs, mailsTo, PASSWORD, registerUser, uniqueEmail, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/auth/${url}/`, payload });
const NEW_PASSWORD = 'Nueva5678#';

async function requestToken(email: string, base_url?: string): Promise<{ token: string; link: string }> {
  const before = (await mailsTo(t, email)).length;
  const response = await post('request-password-reset', { email, ...(base_url ? { base_url } : {}) });
  expect(response.statusCode).toBe(200);
  const mails = await mailsTo(t, email);
  expect(mails.length).toBe(before + 1);
  const link = /(https?:\/\/[^\s]+\/reset-password\/([A-Za-z0-9_-]+))/.exec(mails.at(-1)!.text);
  return { link: link![1]!, token: link![2]! };
}

describe('password reset', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    const email = uniqueEmail('nadie');
    const response = await post('request-password-reset', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Si el correo existe, te enviaremos instrucciones.' });
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('verifies, resets once, and the new password works', async () => {
    const email = uniqueEmail();
    const session = await registerUser(t.app, { email });
    const { token, link } = await requestToken(email);
    expect(link.startsWith('http://localhost:8000/reset-password/')).toBe(true);

    const verify = await post('verify-reset-token', { token });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ valid: true, email });

    const weak = await post('reset-password', { token, email, new_password: 'corta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toContain('La contraseña debe tener al menos 8 caracteres');

    const wrongEmail = await post('reset-password', { token, email: uniqueEmail(), new_password: NEW_PASSWORD });
    expect(wrongEmail.json()).toEqual({ code: 'reset_token_invalid', detail: 'INVALID_TOKEN' });

    const reset = await post('reset-password', { token, email, new_password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toHaveProperty('detail');
    // Access tokens issued before the reset stop working too, not only at their expiry.
    const me = (access: string) => t.app.inject({ method: 'GET', url: '/api/profiles/client-profiles/me/', headers: bearer(access) });
    expect((await me(session.access)).statusCode).toBe(401);
    expect((await me((await loginAs(t.app, email, NEW_PASSWORD)).access)).statusCode).toBe(200);
    expect((await post('../auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    // Old sessions end with the password change.
    expect((await post('refresh', { refresh: session.refresh })).statusCode).toBe(401);

    const again = await post('reset-password', { token, email, new_password: 'Otra9999$' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'reset_token_invalid', detail: 'INVALID_TOKEN' });
    expect((await post('verify-reset-token', { token })).json()).toEqual({ valid: false, code: 'reset_token_invalid', detail: 'INVALID_TOKEN' });
  });

  it('rejects an expired token', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const { token } = await requestToken(email);
    await t.database.db
      .withSchema('identity')
      .updateTable('password_reset_tokens' as never)
      .set({ expires_at: new Date(Date.now() - 1000) } as never)
      .execute();
    const verify = await post('verify-reset-token', { token });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ valid: false, code: 'reset_token_invalid', detail: 'INVALID_TOKEN' });
    expect((await post('reset-password', { token, email, new_password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('uses base_url only when it is an allowed origin', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    expect((await requestToken(email, 'http://localhost:3000/anything')).link).toMatch(/^http:\/\/localhost:3000\/reset-password\//);
    expect((await requestToken(email, 'https://evil.example')).link).toMatch(/^http:\/\/localhost:8000\/reset-password\//);
  });

  it('carries a same-site redirect in the link, and leaves out one to another site', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const linkWith = async (redirect: string): Promise<string> => {
      const response = await post('request-password-reset', { email, redirect });
      expect(response.statusCode).toBe(200);
      const text = (await mailsTo(t, email)).at(-1)!.text;
      return /(https?:\/\/\S+\/reset-password\/\S+)/.exec(text)![1]!;
    };
    expect(await linkWith('/especialistas/7/agendar')).toMatch(/\/reset-password\/[A-Za-z0-9_-]+\?redirect=%2Fespecialistas%2F7%2Fagendar$/);
    for (const unsafe of ['//evil.com', 'https://evil.com/x', 'javascript:alert(1)']) {
      expect(await linkWith(unsafe), unsafe).toMatch(/\/reset-password\/[A-Za-z0-9_-]+$/);
    }
  });
});
