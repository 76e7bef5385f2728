// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_REQUIRED_EVENT, SESSION_EXPIRED_EVENT, useSessionStore } from '@emind/web-session';
import { apiBlob, apiRequest } from './client.ts';
import { ApiError, NetworkError } from './errors.ts';
import { readFetchCall, type FetchCall } from './testing/fetch-call.ts';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const user = {
  id: 1, user_type: 'client' as const, profile_id: 1, first_name: 'A', last_name: 'B',
  email: 'a@b.cl', username: 'a@b.cl', phone_number: null, professional_title: null,
};

const PROFILE = '/profiles/client-profiles/me/';
const rejected = () => answer(401, { detail: 'Token inválido o expirado' });

/** Answers `fetch` with `reply` and records each call as read from the Request ky sends. */
function stubFetch(reply: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push(call);
    return reply(call);
  }));
  return calls;
}

/** The refresh answers a new pair; the API accepts only `Bearer fresh`. */
function serverWithFreshToken(call: FetchCall): Response {
  if (call.path === '/auth/refresh/') return answer(200, { access: 'fresh', refresh: 'r2' });
  return call.headers.get('Authorization') === 'Bearer fresh' ? answer(200, { ok: true }) : rejected();
}

const refreshCalls = (calls: FetchCall[]) => calls.filter((call) => call.path === '/auth/refresh/');

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn({ access: 'stale', refresh: 'r1', user });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends the bearer token and a JSON body, and returns the parsed answer', async () => {
    const calls = stubFetch(() => answer(200, { id: 3 }));
    await expect(apiRequest(PROFILE, { method: 'PATCH', body: { phone: '+56 9' } })).resolves.toEqual({ id: 3 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: PROFILE, body: { phone: '+56 9' } });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stale');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves the token out of an anonymous call', async () => {
    const calls = stubFetch(() => answer(201, { detail: 'Mensaje enviado' }));
    await apiRequest('/contacto/', { method: 'POST', body: { nombre: 'Ana' }, anonymous: true });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('posts a FormData body as multipart and reads a blob', async () => {
    const calls = stubFetch(() => new Response('PDF', { headers: { 'Content-Type': 'application/pdf' } }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.pdf'));
    await apiRequest('/appointments/1/upload-payment/', { formData: form });
    expect(calls[0]!.method).toBe('POST');
    expect((calls[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    const blob = await apiBlob('/appointments/1/payment-proof/');
    expect(await blob.text()).toBe('PDF');
  });

  it('throws ApiError with the parsed body, or the text as detail when it is not JSON', async () => {
    stubFetch(() => answer(400, { phone: ['Número inválido'] }));
    const error = await apiRequest(PROFILE, { method: 'PATCH', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fieldErrors: { phone: ['Número inválido'] } });

    stubFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(apiRequest(PROFILE)).rejects.toMatchObject({ status: 502, data: { detail: 'Bad Gateway' } });
  });

  it('throws NetworkError when there is no answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(apiRequest(PROFILE)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('apiRequest on 403 consent_required', () => {
  it('asks the shell for consent and still throws the refusal; another 403 asks for nothing', async () => {
    const asked = vi.fn();
    window.addEventListener(CONSENT_REQUIRED_EVENT, asked);
    const refusal = { detail: 'Debes aceptar la versión vigente de los Términos y Condiciones para continuar.', code: 'consent_required' };
    stubFetch((call) => (call.path === '/appointments/' ? answer(403, refusal) : answer(403, { detail: 'No tienes permisos para acceder a este recurso' })));
    await expect(apiRequest('/appointments/', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403, detail: refusal.detail });
    expect(asked).toHaveBeenCalledOnce();
    await expect(apiRequest('/admin/x/')).rejects.toMatchObject({ status: 403 });
    expect(asked).toHaveBeenCalledOnce();
    window.removeEventListener(CONSENT_REQUIRED_EVENT, asked);
  });
});

describe('apiRequest on 401', () => {
  it('refreshes once and retries with the new token', async () => {
    const calls = stubFetch(serverWithFreshToken);
    await expect(apiRequest(PROFILE, { method: 'PATCH', body: { phone: '1' } })).resolves.toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`PATCH ${PROFILE}`, 'POST /auth/refresh/', `PATCH ${PROFILE}`]);
    expect(calls[2]!.body).toEqual({ phone: '1' });
    expect(useSessionStore.getState().refresh).toBe('r2');
  });

  it('refreshes once for two calls refused at the same time', async () => {
    const calls = stubFetch(serverWithFreshToken);
    await expect(Promise.all([apiRequest(PROFILE), apiRequest('/appointments/my-appointments/')])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((call) => call.headers.get('Authorization') === 'Bearer fresh')).toHaveLength(2);
  });

  it('ends the session and throws ApiError when the refresh is rejected', async () => {
    stubFetch(rejected);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    await expect(apiRequest(PROFILE)).rejects.toMatchObject({ status: 401, detail: 'Token inválido o expirado' });
    expect(expired).toHaveBeenCalledOnce();
    expect(useSessionStore.getState()).toMatchObject({ user: null, access: null, endedBy: 'expired' });
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('ends the session when the retry is refused too', async () => {
    const calls = stubFetch((call) => (call.path === '/auth/refresh/' ? answer(200, { access: 'fresh', refresh: 'r2' }) : rejected()));
    await expect(apiRequest(PROFILE)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBy: 'expired' });
  });

  it('neither refreshes for an anonymous call nor for an /auth/ call', async () => {
    const calls = stubFetch(rejected);
    await expect(apiRequest('/directory/', { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/auth/password/change/', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(useSessionStore.getState().access).toBe('stale');
  });
});
