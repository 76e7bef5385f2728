import { z } from 'zod';
import { refusalCodes, refusalSchema } from './refusals.ts';

export const REQUIRED = 'Este campo es obligatorio';
export const INVALID_EMAIL = 'Introduce un correo electrónico válido';

/** A string that says "obligatorio" when missing instead of zod's type message. */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'Debe ser un texto') });

export const requiredText = (max = 150) => text().trim().min(1, REQUIRED).max(max, `Máximo ${max} caracteres`);
export const optionalText = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres`).optional();

/** Trimmed, lowercased e-mail, as the screens send it. */
export const emailField = (message: string = INVALID_EMAIL) =>
  text().trim().toLowerCase().pipe(z.email({ error: message }).max(254, message));

/** Largest value of a Postgres integer column: a bigger id cannot exist and must never reach the database. */
export const MAX_RECORD_ID = 2_147_483_647;
export const recordId = () => z.coerce.number().int().positive().max(MAX_RECORD_ID);
export const idParams = z.object({ id: recordId() });

const INVALID_DATE = 'Fecha no válida (aaaa-mm-dd)';
const isCalendarDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** 'yyyy-MM-dd' that exists on the calendar (no 2024-02-30, no month 13). */
export const calendarDate = () => z.string({ error: REQUIRED }).regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE).refine(isCalendarDate, INVALID_DATE);

/** How many (sessions, payments) and how much they come to, in whole pesos. */
export const countAndAmount = z.object({ count: z.number().int(), amount: z.number().int() });

/** A sentence for the person: a success's message, a 5xx's, or a refusal's (a 4xx always carries its `code`). */
export const detailSchema = z.object({ detail: z.string(), code: z.enum(refusalCodes).optional() });
export type Detail = z.infer<typeof detailSchema>;

/** The 400 answer: field → messages, or `detail` for a problem of the whole request; `code` as every 4xx. */
export const fieldErrorsSchema = z.record(z.string(), z.union([z.array(z.string()), z.string()]));

export const errorResponses = {
  400: fieldErrorsSchema,
  401: refusalSchema,
  /** `code` 'consent_required' when the person must first accept the legal documents in force. */
  403: refusalSchema,
  404: refusalSchema,
  429: refusalSchema,
} as const;
