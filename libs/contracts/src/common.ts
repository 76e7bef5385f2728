import { z } from 'zod';

export const REQUIRED = 'Este campo es obligatorio';
export const INVALID_EMAIL = 'Introduce un correo electrónico válido';

/** A string that says "obligatorio" when missing instead of zod's type message. */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'Debe ser un texto') });

export const requiredText = (max = 150) => text().trim().min(1, REQUIRED).max(max, `Máximo ${max} caracteres`);

/** Trimmed, lowercased e-mail, as the screens send it. */
export const emailField = (message: string = INVALID_EMAIL) =>
  text().trim().toLowerCase().pipe(z.email({ error: message }).max(254, message));

export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** The 400 answer: field → messages, or `detail` for a problem of the whole request. */
export const fieldErrorsSchema = z.record(z.string(), z.union([z.array(z.string()), z.string()]));

export const errorResponses = {
  400: fieldErrorsSchema,
  401: detailSchema,
  403: detailSchema,
  404: detailSchema,
  429: detailSchema,
} as const;
