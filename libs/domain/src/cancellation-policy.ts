import { formatClp } from './money.ts';

/** How long before the session a patient may still cancel with a full refund (issue 39). */
export const freeCancellationHoursOptions = [12, 24, 48] as const;
/** What a patient's cancellation after that refunds, in percent of what was paid. */
export const lateCancellationRefundPercentOptions = [0, 50, 100] as const;

export type FreeCancellationHours = (typeof freeCancellationHoursOptions)[number];
export type LateCancellationRefundPercent = (typeof lateCancellationRefundPercentOptions)[number];

export interface CancellationPolicy {
  free_cancellation_hours: FreeCancellationHours;
  late_cancellation_refund_percent: LateCancellationRefundPercent;
}

/**
 * A psychologist who never chose one: free until 24 hours before (the default), nothing after — the strictest
 * late share, so no psychologist gives away more than they agreed to.
 */
export const defaultCancellationPolicy: CancellationPolicy = { free_cancellation_hours: 24, late_cancellation_refund_percent: 0 };

/**
 * Who cancelled. Only a patient's own cancellation is bound by the policy; the psychologist (also closing the day with
 * time off), an erasure, an unpaid hold's expiry and the platform (an admin) always give the whole payment back.
 */
export const cancellers = ['patient', 'psychologist', 'time_off', 'erasure', 'expiry', 'platform'] as const;
export type Canceller = (typeof cancellers)[number];

export interface CancellationRefundInput {
  policy: CancellationPolicy;
  /** Whole pesos paid for the session; 0 when nothing was paid. */
  amountPaid: number;
  startsAt: Date;
  cancelledAt: Date;
  cancelledBy: Canceller;
}

/** Why the refund is what it is: nothing paid, inside the free window, late (the policy's share), or not the patient's doing. */
export type RefundReason = 'unpaid' | 'free_window' | 'late' | 'not_by_patient';

export interface CancellationRefund {
  /** Whole pesos to give back. */
  amount: number;
  /** Percent of what was paid. */
  percent: number;
  reason: RefundReason;
}

const HOUR_MS = 3_600_000;

/** The last instant a patient may cancel with a full refund: the free window closes `free_cancellation_hours` before the start. */
export const freeCancellationDeadline = (policy: CancellationPolicy, startsAt: Date): Date =>
  new Date(startsAt.getTime() - policy.free_cancellation_hours * HOUR_MS);

/**
 * What a cancellation refunds. A share is rounded down to the whole peso (CLP has no cents), so a refund never exceeds
 * the share the policy states: 50 % of $25.001 is $12.500. Cancelling exactly at the deadline is still free.
 */
export function cancellationRefund({ policy, amountPaid, startsAt, cancelledAt, cancelledBy }: CancellationRefundInput): CancellationRefund {
  if (amountPaid <= 0) return { amount: 0, percent: 0, reason: 'unpaid' };
  if (cancelledBy !== 'patient') return { amount: amountPaid, percent: 100, reason: 'not_by_patient' };
  if (cancelledAt.getTime() <= freeCancellationDeadline(policy, startsAt).getTime()) return { amount: amountPaid, percent: 100, reason: 'free_window' };
  const percent = policy.late_cancellation_refund_percent;
  return { amount: Math.floor((amountPaid * percent) / 100), percent, reason: 'late' };
}

const lateShare = (percent: LateCancellationRefundPercent): string =>
  percent === 0 ? 'no hay reembolso' : percent === 100 ? 'también se reembolsa el total' : `se reembolsa el ${percent} %`;

/** The policy in one sentence, as the profile, the booking step and the settings show it. */
export const describeCancellationPolicy = (policy: CancellationPolicy): string =>
  `Cancelación gratuita hasta ${policy.free_cancellation_hours} horas antes de la sesión; después ${lateShare(policy.late_cancellation_refund_percent)}.`;

/** How a refund reaches the patient: a card payment goes back to the card, a transfer is returned by an admin. */
const refundRoute = (method: string): string =>
  method === 'credit_card' ? 'a tu tarjeta en 1 a 5 días hábiles' : 'por transferencia; un administrador lo gestionará';

/** The cancel dialog's sentence about money, before the patient confirms. */
export function describeCancellationRefund(refund: CancellationRefund, paymentMethod: string, policy: CancellationPolicy): string {
  if (refund.reason === 'unpaid') return 'Aún no has pagado esta cita, así que no hay nada que reembolsar.';
  if (refund.amount === 0) return `No corresponde reembolso: faltan menos de ${policy.free_cancellation_hours} horas para la sesión.`;
  return `Se te reembolsarán ${formatClp(refund.amount)} (${refund.percent} %) ${refundRoute(paymentMethod)}.`;
}

/** 'Cancelar esta y las siguientes': the sentence about money for several sessions, before the patient confirms. */
export function describeSeriesCancellationRefund(refunds: readonly CancellationRefund[], paymentMethod: string): string {
  if (refunds.every((refund) => refund.reason === 'unpaid')) return 'Aún no has pagado estas sesiones, así que no hay nada que reembolsar.';
  const total = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  if (total === 0) return 'No corresponde reembolso por estas sesiones según la política de cancelación.';
  return `Se te reembolsarán ${formatClp(total)} en total ${refundRoute(paymentMethod)}.`;
}
