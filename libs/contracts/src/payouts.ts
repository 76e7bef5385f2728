import { z } from 'zod';
import { calendarDate, countAndAmount } from './common.ts';

/**
 * Payouts to psychologists (issue 39, payments service): card payments are collected by the platform; for every
 * session but the first with a patient the platform owes the psychologist what was kept of the payment. Admins pay it
 * in batches (`/api/admin/payouts/…`); the psychologist's 'Mis ingresos' shows it per month
 * (`/api/payments/earnings/{YYYY-MM}/`). Dates are Chile calendar dates 'yyyy-MM-dd'; amounts whole pesos.
 */

/** POST /api/admin/payouts/: a batch of everything owed for sessions up to `to` (today at the latest). */
export const payoutCreateBodySchema = z.object({ to: calendarDate() }).strict();
export type PayoutCreateBody = z.infer<typeof payoutCreateBodySchema>;

/** PATCH /api/admin/payouts/{id}/: the day the bank transfers were made. */
export const payoutPaidBodySchema = z.object({ paid_on: calendarDate() }).strict();
export type PayoutPaidBody = z.infer<typeof payoutPaidBodySchema>;

/** GET /api/admin/payouts/{id}/?format=csv: the bank's bulk-transfer file (nómina). */
export const payoutFormatSchema = z.object({ format: z.enum(['csv']).optional() });

export const payoutBatchSummarySchema = z.object({
  id: z.number(),
  up_to: z.string(),
  created_at: z.string(),
  /** null until an admin marks it paid. */
  paid_on: z.string().nullable(),
  total: z.number(),
  psychologists: z.number(),
  sessions: z.number(),
});
export type PayoutBatchSummary = z.infer<typeof payoutBatchSummarySchema>;

export const payoutBatchListSchema = z.object({ results: z.array(payoutBatchSummarySchema) });
export type PayoutBatchList = z.infer<typeof payoutBatchListSchema>;

/** One psychologist's transfer in a batch, with the bank data as it stood when the batch was made. */
export const payoutLineSchema = z.object({
  psychologist: z.number(),
  name: z.string(),
  rut: z.string(),
  bank: z.string(),
  account_type: z.string(),
  account_number: z.string(),
  email: z.string(),
  amount: z.number(),
  sessions: z.number(),
  /** The transfer's reference, as the bank file gives it: 'EMIND-P12-34' (batch 12, psychologist 34). */
  reference: z.string(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutBatchSchema = payoutBatchSummarySchema.extend({ lines: z.array(payoutLineSchema) });
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

/** A payout batch as the psychologist sees it: their own line only. */
export const earningsPayoutSchema = z.object({ id: z.number(), up_to: z.string(), paid_on: z.string().nullable(), amount: z.number(), sessions: z.number() });
export type EarningsPayout = z.infer<typeof earningsPayoutSchema>;

/** GET /api/payments/earnings/{YYYY-MM}/: the psychologist's card payments of the month (by session date). */
export const cardEarningsSchema = z.object({
  month: z.string(),
  /** Card payments for their sessions (the first with each patient included: those stay the platform's). */
  card_payments: countAndAmount,
  /** What the platform owes them for the month's sessions and has not put in a batch yet. */
  owed: countAndAmount,
  /** The month's sessions already in a batch (paid or about to be). */
  in_payouts: countAndAmount,
  /** Batches with a line for them whose cut-off date falls in the month. */
  payouts: z.array(earningsPayoutSchema),
});
export type CardEarnings = z.infer<typeof cardEarningsSchema>;
