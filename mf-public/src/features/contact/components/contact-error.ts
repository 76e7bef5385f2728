import { ApiError } from '@emind/web-api';

export const CONTACT_FAILED = 'Hubo un problema al enviar el mensaje';

const fields = ['nombre', 'correo', 'mensaje'] as const;
export type ContactField = (typeof fields)[number];

/** What the screen says after a failed send: the server's own words when it gave some. */
export function describeContactError(error: unknown): { message: string; fieldErrors: Partial<Record<ContactField, string>> } {
  if (!(error instanceof ApiError)) return { message: CONTACT_FAILED, fieldErrors: {} };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const field of fields) {
    const first = error.fieldErrors[field]?.[0];
    if (first) fieldErrors[field] = first;
  }
  return { message: error.detail ?? CONTACT_FAILED, fieldErrors };
}
