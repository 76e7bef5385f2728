import { describe, expect, it } from 'vitest';
import { owedToPsychologist, payoutReference, type OwedSessionFacts } from './payouts.ts';

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
    const cancelled: OwedSessionFacts = { ...held, status: 'CANCELLED', cancellation: { refundAmount: 15_000, refundedAt: new Date() } };
    expect(owedToPsychologist(cancelled)).toBe(15_000);
    expect(owedToPsychologist({ ...cancelled, cancellation: { refundAmount: 15_000, refundedAt: null } })).toBe(0);
    expect(owedToPsychologist({ ...cancelled, cancellation: { refundAmount: 30_000, refundedAt: new Date() } })).toBe(0);
    expect(owedToPsychologist({ ...cancelled, cancellation: null })).toBe(0);
  });
});

describe('payoutReference', () => {
  it('names the batch and the psychologist', () => {
    expect(payoutReference(12, 345)).toBe('EMIND-P12-345');
  });
});
