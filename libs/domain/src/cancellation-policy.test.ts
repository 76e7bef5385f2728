import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
  cancellers,
  defaultCancellationPolicy,
  describeCancellationPolicy,
  describeCancellationRefund,
  describeSeriesCancellationRefund,
  type CancellationPolicy,
  type Canceller,
} from './cancellation-policy.ts';

const startsAt = new Date('2026-06-10T14:00:00Z');
const hoursBefore = (hours: number, extraMs = 0): Date => new Date(startsAt.getTime() - hours * 3_600_000 + extraMs);
const halfAfter48: CancellationPolicy = { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 };
const refund = (policy: CancellationPolicy, cancelledAt: Date, cancelledBy: Canceller = 'patient', amountPaid = 30_000) =>
  cancellationRefund({ policy, amountPaid, startsAt, cancelledAt, cancelledBy });

describe('the cancellation policy', () => {
  it('defaults to free until 24 hours before and nothing after', () => {
    expect(defaultCancellationPolicy).toEqual({ free_cancellation_hours: 24, late_cancellation_refund_percent: 0 });
  });

  it('refunds a patient in full up to the free window’s close, inclusive, and the late share one millisecond after', () => {
    expect(refund(halfAfter48, hoursBefore(48))).toEqual({ amount: 30_000, percent: 100, reason: 'free_window' });
    expect(refund(halfAfter48, hoursBefore(48, 1))).toEqual({ amount: 15_000, percent: 50, reason: 'late' });
    expect(refund(defaultCancellationPolicy, hoursBefore(24, -1)).reason).toBe('free_window');
    expect(refund(defaultCancellationPolicy, hoursBefore(24, 1))).toEqual({ amount: 0, percent: 0, reason: 'late' });
    expect(refund({ free_cancellation_hours: 12, late_cancellation_refund_percent: 100 }, hoursBefore(1))).toEqual({ amount: 30_000, percent: 100, reason: 'late' });
  });

  it('rounds a share down to the whole peso, never above the stated share', () => {
    expect(refund(halfAfter48, hoursBefore(2), 'patient', 25_001).amount).toBe(12_500);
    expect(refund(halfAfter48, hoursBefore(2), 'patient', 1).amount).toBe(0);
    expect(Number.isInteger(refund(halfAfter48, hoursBefore(2), 'patient', 33_333).amount)).toBe(true);
  });

  it('refunds in full whenever anyone but the patient cancels, even inside the window of a 0 % policy', () => {
    for (const canceller of cancellers.filter((who) => who !== 'patient')) {
      expect(refund(defaultCancellationPolicy, hoursBefore(1), canceller)).toEqual({ amount: 30_000, percent: 100, reason: 'not_by_patient' });
    }
  });

  it('refunds nothing for an unpaid appointment, whoever cancels', () => {
    for (const canceller of cancellers) {
      expect(refund(halfAfter48, hoursBefore(100), canceller, 0)).toEqual({ amount: 0, percent: 0, reason: 'unpaid' });
    }
  });

  it('is described in one Spanish sentence', () => {
    expect(describeCancellationPolicy(halfAfter48)).toBe('Cancelación gratuita hasta 48 horas antes de la sesión; después se reembolsa el 50 %.');
    expect(describeCancellationPolicy(defaultCancellationPolicy)).toBe('Cancelación gratuita hasta 24 horas antes de la sesión; después no hay reembolso.');
  });

  it('tells the patient what, how and when before they confirm', () => {
    const late = refund(halfAfter48, hoursBefore(2), 'patient', 20_000);
    expect(describeCancellationRefund(late, 'credit_card', halfAfter48)).toBe('Se te reembolsarán $10.000 (50 %) a tu tarjeta en 1 a 5 días hábiles.');
    expect(describeCancellationRefund(late, 'transfer', halfAfter48)).toBe('Se te reembolsarán $10.000 (50 %) por transferencia; un administrador lo gestionará.');
    const none = refund(defaultCancellationPolicy, hoursBefore(2));
    expect(describeCancellationRefund(none, 'transfer', defaultCancellationPolicy)).toMatch(/No corresponde reembolso: faltan menos de 24 horas/);
    expect(describeCancellationRefund(refund(halfAfter48, hoursBefore(2), 'patient', 0), 'transfer', halfAfter48)).toMatch(/no hay nada que reembolsar/);
  });

  it('sums a series’ refunds in one sentence', () => {
    const free = refund(halfAfter48, hoursBefore(100), 'patient', 20_000);
    const late = refund(halfAfter48, hoursBefore(2), 'patient', 20_000);
    const unpaid = refund(halfAfter48, hoursBefore(2), 'patient', 0);
    expect(describeSeriesCancellationRefund([late, free, unpaid], 'credit_card')).toBe('Se te reembolsarán $30.000 en total a tu tarjeta en 1 a 5 días hábiles.');
    expect(describeSeriesCancellationRefund([unpaid, unpaid], 'transfer')).toBe('Aún no has pagado estas sesiones, así que no hay nada que reembolsar.');
    expect(describeSeriesCancellationRefund([refund(defaultCancellationPolicy, hoursBefore(2)), unpaid], 'transfer')).toMatch(/^No corresponde reembolso/);
  });
});
