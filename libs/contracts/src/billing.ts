import { billingMessages, paymentMethodIds, paymentReceivers } from '@emind/domain';
import { z } from 'zod';
import { calendarDate, countAndAmount, REQUIRED } from './common.ts';

/**
 * The billing API (issue 29, billing service, `/api/billing/…` and `/api/admin/billing/…`): boletas attached by
 * the party that received each session's payment, the patient's reimbursement certificate (PDF or ZIP), its
 * public verification, the psychologist's monthly statement and the admin's monthly summary. See docs/billing.md.
 * Dates are Chile calendar dates 'yyyy-MM-dd'; amounts are whole pesos; instants are ISO 8601.
 */

export const paymentReceiverSchema = z.enum(paymentReceivers);

/**
 * PUT /api/billing/appointments/{id}/boleta/ is multipart/form-data with these text fields and an optional `file`
 * (a PDF ≤ 5 MB). Sending it again replaces the folio, date and file (a file is kept when none is sent).
 */
export const boletaFieldsSchema = z.object({
  folio: z.string({ error: REQUIRED }).trim().regex(/^\d{1,10}$/, billingMessages.folioInvalid),
  issued_on: calendarDate(),
});
export type BoletaFields = z.infer<typeof boletaFieldsSchema>;

export const boletaSchema = z.object({
  appointment: z.number(),
  /** 'EM-000123'. */
  appointment_code: z.string(),
  /** Who received the payment and issued the boleta: 'platform' (first session) or 'psychologist'. */
  receiver: paymentReceiverSchema,
  folio: z.string(),
  issued_on: z.string(),
  /** The PDF's download path (same origin, bearer token), or null when only the folio was given. */
  file_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Boleta = z.infer<typeof boletaSchema>;

/** GET /api/billing/boletas/pending/: paid sessions received by the caller (psychologist) or the platform (admin) without a boleta. */
export const pendingBoletaSchema = z.object({
  appointment: z.number(),
  appointment_code: z.string(),
  date: z.string(),
  start_time: z.string(),
  amount: z.number().int(),
  receiver: paymentReceiverSchema,
  patient_name: z.string(),
  psychologist_name: z.string(),
  /** Days since the session's payment counted as received (since its start when later). */
  days_pending: z.number().int(),
});
export type PendingBoleta = z.infer<typeof pendingBoletaSchema>;
export const pendingBoletaListSchema = z.object({ results: z.array(pendingBoletaSchema) });
export type PendingBoletaList = z.infer<typeof pendingBoletaListSchema>;

/** GET /api/billing/certificates/?from&to[&format=pdf|zip] answers a file; this is its query. */
export const certificateQuerySchema = z.object({
  from: calendarDate(),
  to: calendarDate(),
  format: z.enum(['pdf', 'zip'], { error: 'El formato debe ser pdf o zip' }).default('pdf'),
});
export type CertificateQuery = z.input<typeof certificateQuerySchema>;

/** GET /api/billing/verify/{code}/ (public): what a genuine certificate states; nothing about the patient. */
export const certificateVerificationSchema = z.object({
  genuine: z.boolean(),
  /** Null when not genuine. */
  certificate: z
    .object({
      code: z.string(),
      psychologist_name: z.string(),
      psychologist_rut: z.string().nullable(),
      registration_number: z.string().nullable(),
      from: z.string(),
      to: z.string(),
      session_dates: z.array(z.string()),
      session_count: z.number().int(),
      total: z.number().int(),
      issued_at: z.string(),
    })
    .nullable(),
  /**
   * Why it is not genuine, in Spanish: no certificate has this code, or it was revoked (a session it names was later
   * cancelled or refunded, or had not been held when it was issued). Null when genuine.
   */
  reason: z.string().nullable().optional(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** GET /api/billing/certificates/issued/ (patient): the certificates they asked for, newest first, and whether each stands. */
export const issuedCertificateSchema = z.object({
  code: z.string(),
  psychologist_name: z.string(),
  from: z.string(),
  to: z.string(),
  session_count: z.number().int(),
  total: z.number().int(),
  issued_at: z.string(),
  /** Null while it stands; else why its verification now answers 'not genuine'. */
  revoked_reason: z.string().nullable(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;
export const issuedCertificateListSchema = z.object({ results: z.array(issuedCertificateSchema) });
export type IssuedCertificateList = z.infer<typeof issuedCertificateListSchema>;

export const monthParamsSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, billingMessages.badMonth) });

/** One session of a month, as the statements list it. */
export const statementLineSchema = z.object({
  appointment: z.number(),
  appointment_code: z.string(),
  date: z.string(),
  start_time: z.string(),
  patient_name: z.string(),
  psychologist_name: z.string(),
  amount: z.number().int(),
  receiver: paymentReceiverSchema,
  /** How the patient paid: by card the platform collected it (and pays a later session out to the psychologist). */
  payment_method: z.enum(paymentMethodIds),
  /** 'held' (payment kept: not cancelled, whether or not the session took place yet), 'cancelled_refund_pending', 'refunded'. */
  kind: z.enum(['held', 'cancelled_refund_pending', 'refunded']),
  boleta_folio: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** GET /api/billing/statements/{YYYY-MM}/ (psychologist; `?format=csv|pdf` for files): 'Mis ingresos'. */
export const monthlyStatementSchema = z.object({
  month: z.string(),
  psychologist_name: z.string(),
  /** Sessions of the month held and paid ('atendidas', libs/domain `isHeldAndPaid`), whoever received the payment. */
  sessions_held: z.number().int(),
  /** Later sessions the patient paid to the psychologist's account (transfer). */
  received_directly: countAndAmount,
  /** Later sessions paid by card: collected by the platform, owed to the psychologist and paid out in batches. */
  paid_by_card: countAndAmount,
  kept_by_platform: countAndAmount,
  cancelled_paid: countAndAmount,
  refunded: countAndAmount,
  boletas_issued: z.number().int(),
  boletas_missing: z.number().int(),
  /** For information: the retention the psychologist's boletas (received directly and paid by card) carry that year. */
  retention: z.object({
    year: z.number().int(),
    /** Percent, e.g. 15.25; null when the year is outside the dated table. */
    rate: z.number().nullable(),
    amount: z.number().int().nullable(),
    source: z.string(),
  }),
  lines: z.array(statementLineSchema),
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;

/** GET /api/admin/billing/{YYYY-MM}/ (admin; `?format=csv`): what the platform received (first sessions) and refunded. */
export const adminBillingMonthSchema = z.object({
  month: z.string(),
  platform_received: countAndAmount,
  refunded: countAndAmount,
  refunds_pending: countAndAmount,
  boletas_attached: z.number().int(),
  boletas_missing: z.number().int(),
  lines: z.array(statementLineSchema),
});
export type AdminBillingMonth = z.infer<typeof adminBillingMonthSchema>;

export const statementFormatSchema = z.object({ format: z.enum(['json', 'csv', 'pdf'], { error: 'El formato debe ser json, csv o pdf' }).default('json') });
export const adminBillingFormatSchema = z.object({ format: z.enum(['json', 'csv'], { error: 'El formato debe ser json o csv' }).default('json') });
