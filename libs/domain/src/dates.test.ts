import { describe, expect, it } from 'vitest';
import { daysAgoLabel, formatChileTime, formatDayRange, formatLongDateTime, formatShortDateTime } from './dates.ts';

// Intl puts thin and no-break spaces around the dash; the test reads them as spaces.
const range = (first: string, last: string): string => formatDayRange(first, last).replace(/\s/gu, ' ');

describe('formatDayRange', () => {
  it('reads as a span of days in Chile: one month, two months, one day, two years', () => {
    expect(range('2026-11-03T15:00:00Z', '2026-11-27T15:00:00Z')).toBe('3 – 27 de nov');
    expect(range('2026-10-28T15:00:00Z', '2026-11-03T15:00:00Z')).toBe('28 de oct al 3 de nov');
    expect(range('2026-11-03T12:00:00Z', '2026-11-03T23:00:00Z')).toBe('3 nov');
    // 02:00 UTC on 1 Dec is still 30 Nov in Santiago.
    expect(range('2026-11-30T12:00:00Z', '2026-12-01T02:00:00Z')).toBe('30 nov');
    expect(range('2025-12-28T15:00:00Z', '2026-01-03T15:00:00Z')).toBe('28 de dic de 2025 al 3 de ene de 2026');
  });
});

describe('daysAgoLabel', () => {
  it("says 'Hoy' rather than 'Hace 0 días'", () => {
    expect([0, 1, 5].map(daysAgoLabel)).toEqual(['Hoy', 'Hace 1 día', 'Hace 5 días']);
  });
});

describe("an instant's time in Chile", () => {
  // 2026-11-29 10:59 UTC is 07:59 in Santiago (summer time, UTC-3); 2026-06-01 13:05 UTC is 09:05 (winter, UTC-4).
  it('is on the 24-hour clock, never a. m. / p. m.', () => {
    expect(formatChileTime('2026-11-29T10:59:00Z')).toBe('07:59');
    expect(formatChileTime(new Date('2026-11-29T19:30:00Z'))).toBe('16:30');
    expect(formatShortDateTime('2026-06-01T13:05:00Z')).toBe('01-06-2026 09:05');
    expect(formatLongDateTime('2026-06-01T13:05:00Z')).toBe('1 de junio de 2026 a las 09:05');
  });
});
