import { describe, expect, it } from 'vitest';
import { appointmentStatuses } from './appointments.ts';
import { isHeldAndPaid, paymentReceiverLabel } from './billing.ts';

const now = new Date('2026-11-20T15:00:00Z');
const past = new Date('2026-11-19T13:00:00Z');
const future = new Date('2026-11-21T13:00:00Z');

describe('isHeldAndPaid', () => {
  it('is true only for a COMPLETED session that has started and was never refunded', () => {
    const held = appointmentStatuses.filter((status) => isHeldAndPaid({ status, startsAt: past, refundedAt: null }, now));
    expect(held).toEqual(['COMPLETED']);
  });

  it('is false for a session still ahead, a no-show, a cancellation and a refund', () => {
    expect(isHeldAndPaid({ status: 'COMPLETED', startsAt: future, refundedAt: null }, now)).toBe(false);
    expect(isHeldAndPaid({ status: 'CONFIRMED', startsAt: future, refundedAt: null }, now)).toBe(false);
    expect(isHeldAndPaid({ status: 'NO_SHOW', startsAt: past, refundedAt: null }, now)).toBe(false);
    expect(isHeldAndPaid({ status: 'CANCELLED', startsAt: past, refundedAt: null }, now)).toBe(false);
    expect(isHeldAndPaid({ status: 'COMPLETED', startsAt: past, refundedAt: now }, now)).toBe(false);
  });

  it('counts a session starting exactly at the instant as started', () => {
    expect(isHeldAndPaid({ status: 'COMPLETED', startsAt: now, refundedAt: null }, now)).toBe(true);
  });
});

describe('paymentReceiverLabel', () => {
  it('says a later session paid by card is the psychologist’s through e-mind; a first session stays e-mind’s', () => {
    expect(paymentReceiverLabel('psychologist', 'credit_card')).toBe('Psicólogo/a (tarjeta, vía e-mind)');
    expect(paymentReceiverLabel('psychologist', 'transfer')).toBe('Psicólogo/a');
    expect(paymentReceiverLabel('platform', 'credit_card')).toBe('e-mind (primera sesión)');
  });
});
