import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Addresses whose path carries a secret: a calendar feed's token (`/api/calendar/<token>.ics`, not its `link`
 * route), a password-reset link as the gateway serves it (`/reset-password/<token>`), and a reimbursement
 * certificate's verification code, in the API (`/api/billing/verify/<code>/`) and on its public page
 * (`/verificar/<code>`): whoever holds the code reads what the patient's certificate states.
 */
const secretPaths: readonly RegExp[] = [
  /^(\/api\/calendar\/)(?!link(?:[/?#]|$))[^/?#]+/i,
  /^(\/reset-password\/)[^/?#]+/i,
  /^((?:\/api)?\/billing\/verify\/)[^/?#]+/i,
  /^(\/verificar\/)[^/?#]+/i,
];

/** A query parameter that names a credential: token, access_token, ticket, password, secret, signature, key, code. */
const secretParameter = /token|ticket|passw|secret|signature|^key$|^code$/i;

/** A path segment that looks like an opaque credential (40 or more URL-safe characters), wherever a route puts one. */
const opaqueSegment = /^[A-Za-z0-9_-]{40,}(\.[A-Za-z0-9]{1,8})?$/;

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=');
      return value !== undefined && secretParameter.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A request's address as a log line may show it: every credential in its path or query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? null : url.slice(queryAt + 1);
  for (const pattern of secretPaths) path = path.replace(pattern, `$1${REDACTED}`);
  path = path
    .split('/')
    .map((segment) => (opaqueSegment.test(segment) ? REDACTED : segment))
    .join('/');
  return query === null ? path : `${path}?${redactQuery(query)}`;
}

/** Fastify's own `req` log fields, with the address redacted: every process logs requests through this. */
export function requestLogFields(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
