import { describe, expect, it } from 'vitest';
import { certificateQuerySchema } from '@emind/contracts';
import { acceptsRangeEnd, rangeProblem } from './range-rules.ts';

const routeAccepts = (from: string, to: string) => certificateQuerySchema.safeParse({ from, to }).success;

describe('certificate range rules', () => {
  it('take the dates the route takes', () => {
    for (const date of ['2024-02-29', '2025-12-31']) {
      expect(routeAccepts(date, date)).toBe(true);
      expect(acceptsRangeEnd('from', date)).toBe(true);
      expect(acceptsRangeEnd('to', date)).toBe(true);
    }
  });

  it('refuse the dates the route refuses: malformed or not on the calendar', () => {
    for (const date of ['', '2025-1-05', '2025-02-29', '2025-13-01', '05-01-2025']) {
      expect(routeAccepts(date, '2025-03-01')).toBe(false);
      expect(routeAccepts('2025-01-01', date)).toBe(false);
      expect(acceptsRangeEnd('from', date)).toBe(false);
      expect(acceptsRangeEnd('to', date)).toBe(false);
    }
  });

  it('say what is wrong with the range itself', () => {
    expect(rangeProblem('2025-03-01', '2025-02-28')).toBe('La fecha de inicio debe ser anterior o igual a la de término');
    expect(rangeProblem('2024-01-01', '2025-06-01')).toBe('El rango no puede superar 12 meses');
    expect(rangeProblem('2025-01-01', '2025-01-01')).toBeNull();
  });
});
