/** The query parameter that carries where a person was going through login, registration and password reset. */
export const REDIRECT_PARAM = 'redirect';

const MAX_REDIRECT_LENGTH = 2_000;
// '/' not followed by a second slash or a backslash (a host), and no space, control character or backslash anywhere:
// browsers drop tabs and newlines inside a URL and read a backslash as '/', so those could open another site.
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/**
 * A same-site path to return to after signing in, or null: only '/…' that resolves on this site — never '//host',
 * a backslash host, 'https://…', 'javascript:' or anything a browser would read as another origin (no open redirect). It is
 * on the public first page (the account screens' guard), so it stays a single pattern.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  return value && value.length <= MAX_REDIRECT_LENGTH && SAME_SITE_PATH.test(value) ? value : null;
}
