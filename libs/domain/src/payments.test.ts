import { describe, expect, it } from 'vitest';
import {
  refundableAmount,
  statusAfterRefunds,
  WEBPAY_BUY_ORDER_MAX,
  WEBPAY_SESSION_ID_MAX,
  webpayBuyOrder,
  webpayOutcome,
  webpaySessionId,
} from './payments.ts';

describe('webpayBuyOrder', () => {
  it("is the appointment's code and the transaction id", () => {
    expect(webpayBuyOrder(123, 45)).toBe('EM-000123-45');
  });

  it("stays within Webpay's 26 characters for the largest ids we can have", () => {
    expect(webpayBuyOrder(2_147_483_647, 999_999_999_999).length).toBeLessThanOrEqual(WEBPAY_BUY_ORDER_MAX);
  });

  it('refuses an order Webpay would refuse', () => {
    expect(() => webpayBuyOrder(2_147_483_647, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('webpaySessionId', () => {
  it("names the transaction, within Webpay's 61 characters", () => {
    expect(webpaySessionId(45)).toBe('emind-tx-45');
    expect(webpaySessionId(Number.MAX_SAFE_INTEGER).length).toBeLessThanOrEqual(WEBPAY_SESSION_ID_MAX);
  });
});

describe('webpayOutcome', () => {
  const expected = { amount: 25000, buyOrder: 'EM-000123-45' };
  const approved = { status: 'AUTHORIZED', response_code: 0, amount: 25000, buy_order: 'EM-000123-45' };

  it.each([
    ['an approval of our amount and order', approved, 'authorized'],
    ['an approval of another amount', { ...approved, amount: 1 }, 'mismatch'],
    ['an approval of another order', { ...approved, buy_order: 'EM-000999-1' }, 'mismatch'],
    ['a refused card (response code -1)', { ...approved, status: 'FAILED', response_code: -1 }, 'failed'],
    ['AUTHORIZED with a refusal code', { ...approved, response_code: -3 }, 'failed'],
    ['a reversed transaction', { ...approved, status: 'REVERSED' }, 'failed'],
    ['a transaction still on the form', { status: 'INITIALIZED' }, null],
    ['an answer without a status', {}, 'failed'],
  ] as const)('%s → %s', (_case, answer, outcome) => {
    expect(webpayOutcome(answer, expected)).toBe(outcome);
  });
});

describe('refunds', () => {
  it('gives the status after what was given back', () => {
    expect(statusAfterRefunds(25000, 0)).toBe('AUTHORIZED');
    expect(statusAfterRefunds(25000, 12500)).toBe('PARTIALLY_REFUNDED');
    expect(statusAfterRefunds(25000, 25000)).toBe('REFUNDED');
  });

  it('never lets more go back than was paid; a refused refund gave nothing back', () => {
    expect(refundableAmount(25000, [])).toBe(25000);
    expect(refundableAmount(25000, [{ amount: 12500, status: 'DONE' }, { amount: 5000, status: 'PENDING' }])).toBe(7500);
    expect(refundableAmount(25000, [{ amount: 25000, status: 'FAILED' }])).toBe(25000);
    expect(refundableAmount(25000, [{ amount: 25000, status: 'DONE' }, { amount: 1, status: 'PENDING' }])).toBe(0);
  });
});
