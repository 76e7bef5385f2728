import { paidStatuses, receivedStatuses, retentionAmount, retentionRate, retentionRates } from '@emind/domain';
import { describe, expect, it } from 'vitest';
import { bookingMigrations } from '@emind/booking';

describe('the income-tax retention table (Ley 21.133)', () => {
  it('holds the law’s steps: 14.5 % in 2025, 15.25 % in 2026, 16 % in 2027, 17 % from 2028', () => {
    expect(retentionRate(2025)).toBe(14.5);
    expect(retentionRate(2026)).toBe(15.25);
    expect(retentionRate(2027)).toBe(16);
    expect(retentionRate(2028)).toBe(17);
    expect(retentionRate(2019)).toBeNull();
    expect(retentionAmount(50000, 15.25)).toBe(7625);
    const years = retentionRates.map((row) => row.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('covers this year and the next: fails a year before the table runs out, so the law is read again in time', () => {
    const thisYear = new Date().getUTCFullYear();
    const last = retentionRates.at(-1)!.year;
    expect(last, `the retention table ends in ${last}: re-read Ley 21.133 and the SII's table, and add the coming years`).toBeGreaterThan(thisYear);
  });
});

describe("booking's billing_sessions view", () => {
  it('freezes the same status lists libs/domain uses (received; paid when cancelled)', () => {
    const source = bookingMigrations.migrations['20261215T090000-billing-sessions']!.up.toString();
    expect(source).toContain(receivedStatuses.map((status) => `'${status}'`).join(', '));
    expect(source).toContain(paidStatuses.map((status) => `'${status}'`).join(', '));
  });
});
