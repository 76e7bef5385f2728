/** The query parameter that carries where a person was going through login, registration and password reset. */
export const REDIRECT_PARAM = 'redirect';

const MAX_REDIRECT_LENGTH = 2_000;
// Browsers drop tabs and newlines inside a URL, so '/\t/evil.com' would open as '//evil.com'.
const hasControlOrSpace = (value: string): boolean => [...value].some((char) => {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
});
const PROBE_ORIGIN = 'https://e-mind.invalid';

/**
 * A same-site path to return to after signing in, or null: only '/…' that resolves on this site — never '//host',
 * '/\host', 'https://…', 'javascript:' or anything a browser would read as another origin (no open redirect).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH || !value.startsWith('/') || hasControlOrSpace(value) || value.includes('\\')) {
    return null;
  }
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** `path` with `?redirect=` kept when there is a safe one to keep. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const safe = safeRedirect(redirect);
  return safe ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}` : path;
}

/** The safe redirect a page's query string carries, or null. */
export function redirectOf(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
}
