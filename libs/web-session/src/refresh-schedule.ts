import { tokenExpiresAt } from './jwt.ts';

/** Spec 1 §9. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const REFRESH_THROTTLE_MS = 10_000;
export const EXPIRY_CHECK_INTERVAL_MS = 60_000;
export const STORAGE_SYNC_INTERVAL_MS = 10_000;
export const STARTUP_SYNC_RETRY_MS = 500;
export const STARTUP_SYNC_MAX_TRIES = 5;

/**
 * Milliseconds to wait before refreshing `access`: 0 when it is already inside the 5-minute window
 * (or expired), null when it cannot be read (no schedule; the 401 path covers it).
 */
export function msUntilRefresh(access: string, now: number): number | null {
  const expiresAt = tokenExpiresAt(access);
  if (expiresAt === null) return null;
  return Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - now);
}

export function needsRefresh(access: string, now: number): boolean {
  return msUntilRefresh(access, now) === 0;
}

/** True when a refresh was attempted less than 10 s ago. */
export function isThrottled(lastAttempt: number | null, now: number): boolean {
  return lastAttempt !== null && now - lastAttempt >= 0 && now - lastAttempt < REFRESH_THROTTLE_MS;
}
