import type { AppointmentStatus } from './appointments.ts';
import { refundableAmount, type RefundStatus } from './payments.ts';

/**
 * What the platform owes a psychologist for a card-paid session (issue 39). Card payments are collected by the
 * platform; the first session with a patient stays the platform's. A later session is owed once it has taken place —
 * COMPLETED, or NO_SHOW (the patient did not come; the payment is kept) — for what was paid less what went back. A
 * cancelled one is owed only what the cancellation policy kept (paid less the refund the rule gave): at once when the
 * rule refunds nothing (a late cancellation under a 0 % policy), else once that refund is done (booking marked it
 * refunded), so nothing is paid out that may still go back to the patient; it is owed from that day, whether or not
 * the session's time has come.
 * A session still CONFIRMED is not owed yet: the psychologist marks it held.
 */
export interface OwedSessionFacts {
  isFirst: boolean;
  status: AppointmentStatus;
  paid: number;
  refunds: readonly { amount: number; status: RefundStatus }[];
  /** For a cancellation that kept money: what the rule refunds, when it was cancelled, when booking recorded the refund done. */
  cancellation: CancellationKept | null;
}

export interface CancellationKept {
  refundAmount: number;
  cancelledAt: Date;
  refundedAt: Date | null;
}

export const owedSessionStatuses: readonly AppointmentStatus[] = ['COMPLETED', 'NO_SHOW', 'CANCELLED'];

/** When a cancellation's kept share becomes owed: at the cancellation when nothing goes back, else when the refund is done. */
export const keptShareOwedSince = (cancellation: CancellationKept): Date | null =>
  cancellation.refundAmount === 0 ? cancellation.cancelledAt : cancellation.refundedAt;

export function owedToPsychologist(facts: OwedSessionFacts): number {
  if (facts.isFirst) return 0;
  if (facts.status === 'CANCELLED') {
    if (!facts.cancellation || keptShareOwedSince(facts.cancellation) === null) return 0;
    return Math.max(0, facts.paid - facts.cancellation.refundAmount);
  }
  return owedSessionStatuses.includes(facts.status) ? refundableAmount(facts.paid, facts.refunds) : 0;
}

/** The transfer's reference in a bank's bulk-transfer file: batch and psychologist, short and plain for any bank. */
export const payoutReference = (batchId: number, psychologistId: number): string => `EMIND-P${batchId}-${psychologistId}`;

export const payoutMessages = {
  batchNotFound: 'Lote de pagos no encontrado',
  futureCutoff: 'La fecha de corte no puede ser posterior a hoy.',
  nothingOwed: 'No hay montos por pagar a psicólogos hasta esa fecha.',
  paidBeforeCutoff: 'La fecha de pago no puede ser anterior a la fecha de corte.',
  paidInFuture: 'La fecha de pago no puede ser posterior a hoy.',
} as const;
