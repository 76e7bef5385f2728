// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@emind/web-session';
import { ApiError } from './errors.ts';
import { uploadWithProgress } from './upload.ts';

const user = {
  id: 1, user_type: 'client' as const, profile_id: 1, first_name: 'A', last_name: 'B',
  email: 'a@b.cl', username: 'a@b.cl', phone_number: null, professional_title: null,
};

/** Stands in for XMLHttpRequest: records the bearer token of each upload and answers `reply(token)`. */
function stubXhr(reply: (auth: string | null) => { status: number; body: unknown }): (string | null)[] {
  const sent: (string | null)[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private auth: string | null = null;
    open() {}
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.auth = value;
    }
    send() {
      sent.push(this.auth);
      const answer = reply(this.auth);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

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
    const sent = stubXhr((auth) => (auth === 'Bearer fresh' ? { status: 201, body: { id: 9 } } : { status: 401, body: { detail: 'Token inválido o expirado' } }));
    const progress: number[] = [];
    await expect(uploadWithProgress('/appointments/1/upload-payment/', new FormData(), (fraction) => progress.push(fraction))).resolves.toEqual({ id: 9 });
    expect(sent).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(refreshed).toHaveBeenCalledOnce();
    expect(progress.at(-1)).toBe(1);
  });

  it('ends the session when the retry is refused too', async () => {
    stubXhr(() => ({ status: 401, body: { detail: 'Token inválido o expirado' } }));
    await expect(uploadWithProgress('/appointments/1/upload-payment/', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBy: 'expired' });
  });
});
