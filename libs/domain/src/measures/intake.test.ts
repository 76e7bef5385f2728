import { describe, expect, it } from 'vitest';
import { isAdult } from './intake.ts';

describe('isAdult', () => {
  it('turns adult on the eighteenth birthday, not the day before', () => {
    expect(isAdult('2008-11-27', '2026-11-26')).toBe(false);
    expect(isAdult('2008-11-27', '2026-11-27')).toBe(true);
    expect(isAdult('1970-01-01', '2026-11-27')).toBe(true);
  });

  it('born on 29 February: adult on 1 March of a non-leap year', () => {
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });
});
