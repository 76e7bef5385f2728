import { vi } from 'vitest';
import { useSessionStore } from '@emind/web-session';
import { readFetchCall } from '@emind/web-api/testing';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../types.ts';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => { status: number; body: unknown } | undefined;

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    user: { id: 3, first_name: 'Ana', last_name: 'Pérez', email: 'ana@example.cl' },
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@example.cl',
    rut: null,
    gender: null,
    phone: null,
    region: null,
    city: null,
    profile_image: null,
    professional_title: null,
    bank_name: null,
    bank_account_type: null,
    bank_account_number: null,
    bank_account_owner: null,
    bank_account_owner_rut: null,
    bank_account_owner_email: null,
    bank_account_type_display: null,
    bank_name_display: null,
    ...overrides,
  };
}

/** Signs a user in and answers `fetch` from `handler`, else with the (updated) profile on GET; records every call. */
export function stubApi(profile: Profile, handler: Handler = () => undefined, role: AccountRole = 'client'): RecordedCall[] {
  useSessionStore.setState({
    access: 'test-token',
    user: {
      id: 3, user_type: role, profile_id: profile.id, first_name: profile.first_name, last_name: profile.last_name,
      email: profile.email, username: profile.email, phone_number: null, professional_title: null, gender: profile.gender,
    },
  });
  const calls: RecordedCall[] = [];
  let current = profile;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { method, path, body } = await readFetchCall(input, init);
    const call = { method, path, body };
    calls.push(call);
    const answer = handler(call) ?? (call.method === 'GET' ? { status: 200, body: current } : { status: 404, body: { detail: 'No encontrado' } });
    // A successful write changes what the next GET answers, as the real server would.
    if (call.method !== 'GET' && answer.status < 300 && answer.body && typeof answer.body === 'object') {
      current = { ...current, ...answer.body };
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/**
 * Holds every request whose URL contains `urlPart` (on top of the current `fetch` stub) until the returned release is
 * called: a page can be seen as it is before that answer arrives.
 */
export function holdRequests(urlPart: string): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(urlPart)) await held;
    return answer(input, init);
  });
  return release;
}
