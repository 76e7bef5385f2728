import { messages } from './errors.ts';

/**
 * What a database error the request itself caused means to the client (a value out of range, an impossible
 * date, a violated rule), so bad input that slipped past validation is a 4xx, never "Error interno".
 * Null for errors that are ours (syntax, connection, permissions): those stay 500s and are logged.
 */
export function clientStatusOfDatabaseError(error: unknown): { status: 400 | 409; detail: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '23505' || code === '23P01') return { status: 409, detail: messages.conflict };
  if (code === '23502' || code === '23503' || code === '23514') return { status: 400, detail: messages.invalidValue };
  // Class 22, data exception: numeric out of range, invalid datetime, invalid text representation…
  if (code.startsWith('22')) return { status: 400, detail: messages.invalidValue };
  return null;
}

/** Postgres classes and socket errors that mean the database is restarting or out of reach, not a fault of ours. */
const unreachableCodes = new Set(['57P01', '57P02', '57P03', '55000', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const unreachableMessage = /connection terminated|timeout exceeded when trying to connect|database .* does not allow connections/i;

/** True when the database cannot be reached right now: the request gets a 503 and the pool reconnects on its own. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || unreachableCodes.has(code))) return true;
  return typeof message === 'string' && unreachableMessage.test(message);
}
