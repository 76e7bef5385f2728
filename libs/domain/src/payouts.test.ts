import { describe, expect, it } from 'vitest';
import { keptShareOwedSince, owedToPsychologist, payoutReference, type OwedSessionFacts } from './payouts.ts';

const held: OwedSessionFacts = { isFirst: false, status: 'COMPLETED', paid: 30_000, refunds: [], cancellation: null };

describe('owedToPsychologist', () => {
  it('owes a later session once held or missed by the patient, less what went back', () => {
    expect(owedToPsychologist(held)).toBe(30_000);
    expect(owedToPsychologist({ ...held, status: 'NO_SHOW' })).toBe(30_000);
    expect(owedToPsychologist({ ...held, refunds: [{ amount: 5_000, status: 'DONE' }, { amount: 9_000, status: 'FAILED' }] })).toBe(25_000);
  });

  it('owes nothing for the first session, nor one not yet held', () => {
    expect(owedToPsychologist({ ...held, isFirst: true })).toBe(0);
    expect(owedToPsychologist({ ...held, status: 'CONFIRMED' })).toBe(0);
  });

  it('owes a cancellation only the share its policy kept, once the refund is done', () => {
    const cancelledAt = new Date('2026-11-20T12:00:00Z');
    const refundedAt = new Date('2026-11-21T12:00:00Z');
    const cancelled: OwedSessionFacts = { ...held, status: 'CANCELLED', cancellation: { refundAmount: 15_000, cancelledAt, refundedAt } };
    expect(owedToPsychologist(cancelled)).toBe(15_000);
    expect(owedToPsychologist({ ...cancelled, cancellation: { refundAmount: 15_000, cancelledAt, refundedAt: null } })).toBe(0);
    expect(owedToPsychologist({ ...cancelled, cancellation: { refundAmount: 30_000, cancelledAt, refundedAt } })).toBe(0);
    expect(owedToPsychologist({ ...cancelled, cancellation: null })).toBe(0);
  });

  it('owes a late cancellation under a 0 % policy the whole payment at once: nothing goes back to wait for', () => {
    const kept = { refundAmount: 0, cancelledAt: new Date('2026-11-20T12:00:00Z'), refundedAt: null };
    expect(owedToPsychologist({ ...held, status: 'CANCELLED', cancellation: kept })).toBe(30_000);
    expect(owedToPsychologist({ ...held, status: 'CANCELLED', isFirst: true, cancellation: kept })).toBe(0);
  });
});

describe('keptShareOwedSince', () => {
  it('is the cancellation when nothing goes back, else the day the refund was done (none while it is not)', () => {
    const cancelledAt = new Date('2026-11-20T12:00:00Z');
    const refundedAt = new Date('2026-11-22T12:00:00Z');
    expect(keptShareOwedSince({ refundAmount: 0, cancelledAt, refundedAt: null })).toBe(cancelledAt);
    expect(keptShareOwedSince({ refundAmount: 10_000, cancelledAt, refundedAt })).toBe(refundedAt);
    expect(keptShareOwedSince({ refundAmount: 10_000, cancelledAt, refundedAt: null })).toBeNull();
  });
});

describe('payoutReference', () => {
  it('names the batch and the psychologist', () => {
    expect(payoutReference(12, 345)).toBe('EMIND-P12-345');
  });
});
