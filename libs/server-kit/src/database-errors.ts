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
