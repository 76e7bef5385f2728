import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@emind/web-api';

/** Puts a 400 answer's field messages under the matching inputs; true when any field matched. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const byField = error.fieldErrors;
  let matched = false;
  for (const field of fields) {
    const message = byField[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}

/** The server's own wording for a 4xx (e.g. the 413/415 upload answers), else null. */
export function clientErrorDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.detail : null;
}
