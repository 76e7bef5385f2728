// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@emind/web-session';
import { ApiError } from './errors.ts';
import { stubXhrUploads } from './testing/xhr-uploads.ts';
import { uploadWithProgress } from './upload.ts';

const user = {
  id: 1, user_type: 'client' as const, profile_id: 1, first_name: 'A', last_name: 'B',
  email: 'a@b.cl', username: 'a@b.cl', phone_number: null, professional_title: null,
};

const refreshed = vi.fn(async () => Response.json({ access: 'fresh', refresh: 'r2' }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn({ access: 'stale', refresh: 'r1', user });
  vi.stubGlobal('fetch', refreshed);
});
afterEach(() => {
  vi.unstubAllGlobals();
  refreshed.mockClear();
});

describe('uploadWithProgress', () => {
  it('reports progress and, on a 401, renews the session once and retries with the new token', async () => {
    const sent = stubXhrUploads(({ auth }) => (auth === 'Bearer fresh' ? { status: 201, body: { id: 9 } } : { status: 401, body: { detail: 'Token inválido o expirado' } }));
    const progress: number[] = [];
    await expect(uploadWithProgress('/appointments/1/upload-payment/', new FormData(), (fraction) => progress.push(fraction))).resolves.toEqual({ id: 9 });
    expect(sent.map((upload) => upload.auth)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(refreshed).toHaveBeenCalledOnce();
    expect(progress.at(-1)).toBe(1);
  });

  it('ends the session when the retry is refused too', async () => {
    stubXhrUploads(() => ({ status: 401, body: { detail: 'Token inválido o expirado' } }));
    await expect(uploadWithProgress('/appointments/1/upload-payment/', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBy: 'expired' });
  });
});
