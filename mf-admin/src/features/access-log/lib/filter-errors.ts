import { ApiError } from '@emind/web-api';
import type { AccessLogFilters } from '../api/get-access-log.ts';

export type FilterErrors = Partial<Record<keyof AccessLogFilters | 'detail', string>>;

const fields: (keyof AccessLogFilters)[] = ['subject', 'actor', 'from', 'to'];

/** The API's 400 answer, field by field; null when the failure was not about the filters. */
export function filterErrorsOf(error: unknown): FilterErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: FilterErrors = {};
  const data = error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : {};
  for (const field of fields) {
    const message = data[field];
    if (Array.isArray(message) && typeof message[0] === 'string') errors[field] = message[0];
    else if (typeof message === 'string') errors[field] = message;
  }
  const named = fields.some((field) => errors[field]);
  if (error.detail) errors.detail = error.detail;
  else if (!named) errors.detail = 'Revisa los filtros e intenta nuevamente.';
  return errors;
}
