import { appointmentCode } from './appointments.ts';

/**
 * A Webpay transaction as we record it. INITIALIZED: created, the patient may be on Transbank's form. COMMITTING: a
 * return (or the settle job) has claimed it and is asking Transbank; a process killed there leaves it for the job.
 * AUTHORIZED: Transbank took the money. FAILED: the card was refused (or Transbank refused to create it). ABORTED:
 * 'Anular' on the form. TIMED_OUT: the form's time ran out, or the tab was closed and Transbank never authorized it.
 * REFUNDED / PARTIALLY_REFUNDED: an authorized one given back through Transbank's refund call.
 */
export const paymentStatuses = [
  'INITIALIZED', 'COMMITTING', 'AUTHORIZED', 'FAILED', 'ABORTED', 'TIMED_OUT', 'REFUNDED', 'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Still waiting for Transbank or the patient: every other status is final but for refunds. */
export const openPaymentStatuses: readonly PaymentStatus[] = ['INITIALIZED', 'COMMITTING'];
/** Money was taken: what refunds are counted against. */
export const paidPaymentStatuses: readonly PaymentStatus[] = ['AUTHORIZED', 'REFUNDED', 'PARTIALLY_REFUNDED'];

/** PENDING: to be asked of Transbank (again); DONE: Transbank gave it back; FAILED: refused too often, for an admin. */
export const refundStatuses = ['PENDING', 'DONE', 'FAILED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Transbank reverses a full refund made soon enough and nullifies every other one. */
export const refundTypes = ['REVERSED', 'NULLIFIED'] as const;
export type RefundType = (typeof refundTypes)[number];

/** Webpay's limits (its REST reference and the SDK's ApiConstants). */
export const WEBPAY_BUY_ORDER_MAX = 26;
export const WEBPAY_SESSION_ID_MAX = 61;

/**
 * The buy order of a transaction: the appointment's code and the transaction's own id ('EM-000123-45'), unique per
 * commerce code as Webpay requires and readable on Transbank's reports. Refuses what Webpay would refuse.
 */
export function webpayBuyOrder(appointmentId: number, transactionId: number): string {
  const order = `${appointmentCode(appointmentId)}-${transactionId}`;
  if (order.length > WEBPAY_BUY_ORDER_MAX) throw new RangeError(`buy order over ${WEBPAY_BUY_ORDER_MAX} characters: ${order}`);
  return order;
}

/** The session id Webpay hands back on the 'Anular' and timeout returns: the transaction's, never a person's. */
export function webpaySessionId(transactionId: number): string {
  return `emind-tx-${transactionId}`;
}

/** The fields of a commit or status answer that decide what it means. */
export interface WebpayOutcomeFields {
  status?: unknown;
  response_code?: unknown;
  amount?: unknown;
  buy_order?: unknown;
}

/**
 * What Transbank's commit or status answer means for a transaction of `expected` amount and buy order: authorized
 * only when Transbank says AUTHORIZED with response code 0 for exactly our amount and order; refused when it says
 * FAILED or AUTHORIZED with another code; still open (null) while it says INITIALIZED. An authorization for another
 * amount or order is `mismatch`: the money was taken but not as we asked, so it is given back and confirms nothing.
 */
export function webpayOutcome(answer: WebpayOutcomeFields, expected: { amount: number; buyOrder: string }): 'authorized' | 'mismatch' | 'failed' | null {
  if (answer.status === 'INITIALIZED') return null;
  if (answer.status !== 'AUTHORIZED' || answer.response_code !== 0) return 'failed';
  return answer.amount === expected.amount && answer.buy_order === expected.buyOrder ? 'authorized' : 'mismatch';
}

/** The status a paid transaction takes after its refunds: what was given back against what was paid. */
export function statusAfterRefunds(paid: number, refunded: number): PaymentStatus {
  if (refunded <= 0) return 'AUTHORIZED';
  return refunded >= paid ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** What a patient may still give back of a payment: never more than was paid less what went back already. */
export function refundableAmount(paid: number, refunds: readonly { amount: number; status: RefundStatus }[]): number {
  const given = refunds.filter((refund) => refund.status !== 'FAILED').reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, paid - given);
}

/** The payment methods an installation offers (EMIND_PAYMENT_METHODS), in the spec's ids; default card and transfer. */
export const DEFAULT_PAYMENT_METHODS = ['credit_card', 'transfer'] as const;

/** What payments says to people (Spanish, Chile). */
export const paymentMessages = {
  appointmentNotFound: 'Cita no encontrada',
  paymentNotFound: 'Pago no encontrado',
  notPayable: 'Esta cita ya no se puede pagar con tarjeta.',
  inProgress: 'Tu pago anterior aún se está procesando. Espera unos segundos.',
  cardsOff: 'El pago con tarjeta no está disponible.',
  transbankDown: 'Transbank no respondió. Intenta pagar de nuevo en unos minutos.',
  transbankSlow: 'Transbank tardó demasiado en responder. Intenta pagar de nuevo en unos minutos.',
  returnUnknown: 'No encontramos este pago. Si se descontó dinero de tu tarjeta, escríbenos.',
  cardConfirmedNote: 'Confirmada por el pago con tarjeta (Webpay)',
  lateRefundReason: 'Pago recibido cuando la cita ya no estaba disponible',
  mismatchRefundReason: 'Pago autorizado por un monto u orden distintos a los de la cita',
} as const;
