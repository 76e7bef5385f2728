import { sql, type Kysely } from 'kysely';

/** Whether an account may still use the access tokens it holds: identity's published `identity.account_access`. */
export interface AccountAccess {
  isActive: boolean;
  /** Tokens issued before this (a password reset, a deactivation) no longer work. */
  tokensValidAfter: Date | null;
}

/** How long a service trusts what it read: a deactivation or a reset ends access everywhere within this. */
export const ACCOUNT_ACCESS_CACHE_MS = 30_000;
const MAX_CACHED_ACCOUNTS = 10_000;

export function readAccountAccess(db: Kysely<unknown>): (userId: number) => Promise<AccountAccess | null> {
  return async (userId) => {
    const { rows } = await sql<{ is_active: boolean; tokens_valid_after: Date | null }>`
      select is_active, tokens_valid_after from identity.account_access where user_id = ${userId}`.execute(db);
    const row = rows[0];
    return row ? { isActive: row.is_active, tokensValidAfter: row.tokens_valid_after } : null;
  };
}

/** Every cache of this process (one per service mounted in it): a deactivation here reaches them all at once. */
const processCaches = new Set<Map<number, unknown>>();

/**
 * Forgets what this process remembers of an account, so every service in it reads the account again at its next
 * request: identity calls it when it deactivates an account. Other processes (split mode) learn within the TTL.
 */
export function forgetAccountAccess(userId: number): void {
  for (const cache of processCaches) cache.delete(userId);
}

/**
 * `read`, remembered per account for `ttlMs` (one query per account and period, not per request). A token issued
 * after the last read (a login after a reactivation, say) is news the cache cannot know, so it reads again.
 */
export function cachedAccountAccess(
  read: (userId: number) => Promise<AccountAccess | null>,
  { ttlMs = ACCOUNT_ACCESS_CACHE_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): (userId: number, issuedAtMs: number) => Promise<AccountAccess | null> {
  const cache = new Map<number, { access: AccountAccess | null; readAt: number }>();
  processCaches.add(cache);
  return async (userId, issuedAtMs) => {
    const hit = cache.get(userId);
    if (hit && now() - hit.readAt < ttlMs && issuedAtMs <= hit.readAt) return hit.access;
    const readAt = now();
    const access = await read(userId);
    if (cache.size >= MAX_CACHED_ACCOUNTS) cache.clear();
    cache.set(userId, { access, readAt });
    return access;
  };
}

/** A token issued (in ms since the epoch, the issuer's clock) before the account's cut-off, or for an inactive or unknown account, is void. */
export function tokenStillValid(access: AccountAccess | null, issuedAtMs: number): boolean {
  if (!access?.isActive) return false;
  return !access.tokensValidAfter || issuedAtMs >= access.tokensValidAfter.getTime();
}
