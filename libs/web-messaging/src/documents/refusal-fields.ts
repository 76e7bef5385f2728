import { ApiError } from '@emind/web-api';

/** The server's refusal for each field of a form (a field map, or a 413/415 `detail` about the file), and the rest. */
export function refusalByField<F extends string>(error: unknown, fields: readonly F[], fileField?: F): { byField: Partial<Record<F, string>>; other: string | null } {
  if (!(error instanceof ApiError) || error.status >= 500) return { byField: {}, other: 'No se pudo completar. Intenta de nuevo.' };
  const byField: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) byField[field] = message;
  }
  if (fileField && (error.status === 413 || error.status === 415) && error.detail) byField[fileField] = error.detail;
  const found = Object.keys(byField).length > 0;
  return { byField, other: found ? null : error.detail ?? 'No se pudo completar. Intenta de nuevo.' };
}
