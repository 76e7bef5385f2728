import { REDIRECT_PARAM, safeRedirect } from './safe-redirect.ts';

// Apart from safe-redirect.ts, which the public first page carries (the account screens' guard): these are only
// needed by the account screens themselves, loaded later.

/** `path` with `?redirect=` kept when there is a safe one to keep. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const safe = safeRedirect(redirect);
  return safe ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}` : path;
}

/** The safe redirect a page's query string carries, or null. */
export function redirectOf(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
}
