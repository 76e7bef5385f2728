import { DEFAULT_PAYMENT_METHODS, appointmentStatuses, paymentMethodIds, paymentStatuses, refundStatuses } from '@emind/domain';
import { z } from 'zod';
import { recordId } from './common.ts';

/**
 * The payments API (issue 39, payments service, `/api/payments/…`): card payments through Webpay Plus at booking.
 * Amounts are whole pesos; instants ISO 8601. See docs/payments.md.
 */

/**
 * EMIND_PAYMENT_METHODS ('credit_card,transfer' by default): the methods an installation offers. Read by booking (which
 * refuses a booking by another) and payments (which refuses a card payment when cards are off), from this one schema.
 */
export const paymentMethodsSetting = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.enum(paymentMethodIds, { error: 'must be credit_card, transfer or paypal, comma-separated' })).min(1))
  .transform((methods) => [...new Set(methods)])
  .default([...DEFAULT_PAYMENT_METHODS]);

/** GET /api/payments/methods/ (public): the payment methods this installation offers (EMIND_PAYMENT_METHODS). */
export const offeredPaymentMethodsSchema = z.object({ methods: z.array(z.enum(paymentMethodIds)) });
export type OfferedPaymentMethods = z.infer<typeof offeredPaymentMethodsSchema>;

/** POST /api/payments/webpay/: pay this appointment by card. */
export const webpayCreateInputSchema = z.object({ appointment: recordId() });
export type WebpayCreateInput = z.infer<typeof webpayCreateInputSchema>;

/** Where the browser goes next: a form POST of `token_ws` to `url` (Transbank's payment form), as Webpay requires. */
export const webpayRedirectSchema = z.object({ url: z.url(), token: z.string() });
export type WebpayRedirect = z.infer<typeof webpayRedirectSchema>;

/**
 * GET|POST /api/payments/webpay/return/: Transbank's return. `token_ws` after a payment (approved or refused);
 * `TBK_TOKEN`, `TBK_ORDEN_COMPRA` and `TBK_ID_SESION` after 'Anular'; the last two alone after the form's timeout.
 */
export const webpayReturnSchema = z.object({
  token_ws: z.string().max(64).optional(),
  TBK_TOKEN: z.string().max(64).optional(),
  TBK_ORDEN_COMPRA: z.string().max(26).optional(),
  TBK_ID_SESION: z.string().max(61).optional(),
});
export type WebpayReturn = z.infer<typeof webpayReturnSchema>;

export const refundSchema = z.object({ amount: z.number(), status: z.enum(refundStatuses), created_at: z.string() });

/** GET /api/payments/appointments/{id}/: the appointment's payment, for its patient, its psychologist and admins. */
export const appointmentPaymentSchema = z.object({
  appointment: z.number(),
  method: z.enum(paymentMethodIds),
  /** The latest card transaction's status (the one that confirmed the session, if any); null: none yet, or a transfer. */
  status: z.enum(paymentStatuses).nullable(),
  amount: z.number(),
  card_last4: z.string().nullable(),
  authorization_code: z.string().nullable(),
  refunds: z.array(refundSchema),
  /** The appointment as booking has it now, and until when a card payment may still be made. */
  appointment_status: z.enum(appointmentStatuses),
  hold_expires_at: z.string(),
  /** Whether a new card payment may be started now (PENDING_PAYMENT by card, hold not over, none in progress). */
  can_retry: z.boolean(),
});
export type AppointmentPayment = z.infer<typeof appointmentPaymentSchema>;
