// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_REFRESH_TOKEN, RefreshRejectedError, refreshSession } from './refresh.ts';
import { storageKeys } from './storage-keys.ts';
import { useSessionStore } from './session-store.ts';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('refreshSession', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ user: null, access: null, refresh: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fails without a refresh token', async () => {
    await expect(refreshSession({ force: true })).rejects.toThrow(NO_REFRESH_TOKEN);
  });

  it('stores the new access and the rotated refresh token under the spec keys', async () => {
    useSessionStore.getState().setTokens({ access: 'old-access', refresh: 'old-refresh' });
    const fetchMock = vi.fn(async () => answer(200, { access: 'new-access', refresh: 'new-refresh' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toBe('refreshed');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(localStorage.getItem(storageKeys.access)).toBe('new-access');
    expect(localStorage.getItem(storageKeys.accessMirror)).toBe('new-access');
    expect(localStorage.getItem(storageKeys.refresh)).toBe('new-refresh');
    expect(useSessionStore.getState().refresh).toBe('new-refresh');
    expect(Number(localStorage.getItem(storageKeys.lastRefreshAttempt))).toBeGreaterThan(0);
  });

  it('skips a second attempt within 10 s and shares concurrent calls', async () => {
    useSessionStore.getState().setTokens({ access: 'a', refresh: 'r' });
    const fetchMock = vi.fn(async () => answer(200, { access: 'a2', refresh: 'r2' }));
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([refreshSession(), refreshSession()]);
    expect(first).toBe('refreshed');
    expect(second).toBe('refreshed');
    await expect(refreshSession()).resolves.toBe('throttled');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('removes the stored tokens on 401', async () => {
    useSessionStore.getState().setTokens({ access: 'a', refresh: 'reused' });
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { detail: 'Token inválido o expirado' })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(refreshSession({ force: true })).rejects.toBeInstanceOf(RefreshRejectedError);
    expect(localStorage.getItem(storageKeys.access)).toBeNull();
    expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
    expect(useSessionStore.getState().access).toBeNull();
  });
});
