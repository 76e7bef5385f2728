import { expireSession, refreshSession, useSessionStore } from '@emind/web-session';

/** After a 401 on an authenticated call: a fresh access token to retry with, or null when the session is dead. */
async function renewAfter401(usedToken: string): Promise<string | null> {
  const current = useSessionStore.getState().access;
  // Another call (or tab) already renewed it while this one was in flight.
  if (current && current !== usedToken) return current;
  try {
    await refreshSession({ force: true });
  } catch {
    return null;
  }
  return useSessionStore.getState().access;
}

/**
 * The one answer to a 401 on a call made with `usedToken`: renew the session once (shared with concurrent
 * callers) and retry once with the new token. When renewal fails (null) or the retry is refused again, the
 * session ends and the shell shows /login?expired=true.
 */
export async function retryWithRenewedToken<R extends { status: number }>(
  usedToken: string,
  retry: (token: string) => Promise<R>,
): Promise<R | null> {
  const renewed = await renewAfter401(usedToken);
  if (!renewed) {
    expireSession();
    return null;
  }
  const retried = await retry(renewed);
  if (retried.status === 401) expireSession();
  return retried;
}
