// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_EVENT, useSessionStore } from '@emind/web-session';
import { apiRequest } from './client.ts';
import { ApiError } from './errors.ts';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const user = {
  id: 1, user_type: 'client' as const, profile_id: 1, first_name: 'A', last_name: 'B',
  email: 'a@b.cl', username: 'a@b.cl', phone_number: null, professional_title: null,
};

describe('apiRequest on 401', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().signIn({ access: 'stale', refresh: 'r1', user });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once and retries with the new token', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/refresh/')) return answer(200, { access: 'fresh', refresh: 'r2' });
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === 'Bearer fresh' ? answer(200, { ok: true }) : answer(401, { detail: 'Token inválido o expirado' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/profiles/client-profiles/me/')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useSessionStore.getState().refresh).toBe('r2');
  });

  it('ends the session when the refresh is rejected', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { detail: 'Token inválido o expirado' })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    await expect(apiRequest('/profiles/client-profiles/me/')).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledOnce();
    expect(useSessionStore.getState()).toMatchObject({ user: null, access: null, endedBy: 'expired' });
  });
});
