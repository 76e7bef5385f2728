import { describe, expect, it } from 'vitest';
import { mondayOf, sundayOf, weekStarts } from './weeks.ts';

describe('weeks', () => {
  it('start on Monday, whatever the day', () => {
    expect(mondayOf('2026-06-01')).toBe('2026-06-01');
    expect(mondayOf('2026-06-07')).toBe('2026-06-01');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(sundayOf('2025-12-29')).toBe('2026-01-04');
  });

  it('run from the past weeks through the current one to the coming ones, across a DST change', () => {
    const weeks = weekStarts('2026-09-09', 12, 4);
    expect(weeks).toHaveLength(16);
    expect(weeks[0]).toBe('2026-06-22');
    expect(weeks[11]).toBe('2026-09-07');
    expect(weeks[15]).toBe('2026-10-05');
    expect(weekStarts('2026-09-09', 1, 0)).toEqual(['2026-09-07']);
  });
});
