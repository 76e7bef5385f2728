import { storageKeys } from './storage-keys.ts';
import { useSessionStore } from './session-store.ts';
import { isThrottled } from './refresh-schedule.ts';

export const NO_REFRESH_TOKEN = 'No refresh token available';
export const REFRESH_PATH = '/api/auth/refresh/';

/** The refresh call answered 401/403: the refresh token is dead (expired, revoked or reused). */
export class RefreshRejectedError extends Error {
  constructor(readonly status: number) {
    super(`Refresh rejected (${status})`);
    this.name = 'RefreshRejectedError';
  }
}

export type RefreshOutcome = 'refreshed' | 'throttled';

let inFlight: Promise<RefreshOutcome> | null = null;

function lastAttempt(): number | null {
  const raw = Number(localStorage.getItem(storageKeys.lastRefreshAttempt));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}

async function doRefresh(): Promise<RefreshOutcome> {
  const refresh = localStorage.getItem(storageKeys.refresh) ?? useSessionStore.getState().refresh;
  if (!refresh) throw new Error(NO_REFRESH_TOKEN);
  localStorage.setItem(storageKeys.lastRefreshAttempt, String(Date.now()));
  const response = await fetch(REFRESH_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (response.status === 401 || response.status === 403) {
    if (response.status === 401) console.warn('Token refresh answered 401: possible authentication problem');
    useSessionStore.getState().clearTokens();
    throw new RefreshRejectedError(response.status);
  }
  if (!response.ok) throw new Error(`Refresh failed (${response.status})`);
  const data = (await response.json()) as { access: string; refresh?: string };
  useSessionStore.getState().setTokens({ access: data.access, refresh: data.refresh ?? refresh });
  return 'refreshed';
}

/**
 * Exchanges the refresh token for a new pair. One call at a time (concurrent callers share it);
 * skipped when the last attempt was under 10 s ago unless `force` (a request just got a 401).
 */
export function refreshSession(options: { force?: boolean } = {}): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  if (!options.force && isThrottled(lastAttempt(), Date.now())) return Promise.resolve('throttled');
  inFlight = doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
