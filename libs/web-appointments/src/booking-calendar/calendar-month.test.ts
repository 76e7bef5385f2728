import { describe, expect, it } from 'vitest';
import { canShowMonth, dayToFocus, monthWeeks, selectableDay, shiftMonth } from './calendar-month.ts';

const day = (date: string) => ({ date, day_name: '', day_of_week: 'monday' as const, slots: [{ start_time: '09:00', end_time: '10:00' }] });

describe('booking calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    const june = monthWeeks('2026-06');
    expect(june[0]?.[0]).toBe('2026-06-01'); // 1 June 2026 is a Monday
    const november = monthWeeks('2026-11');
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']); // a Sunday
    expect(november.flat().filter(Boolean)).toHaveLength(30);
    expect(november.every((week) => week.length === 7)).toBe(true);
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('shows only months with availability, and the current month', () => {
    const days = [day('2026-06-29'), day('2026-07-02')];
    expect(canShowMonth('2026-07', days, '2026-06')).toBe(true);
    expect(canShowMonth('2026-08', days, '2026-06')).toBe(false);
    expect(canShowMonth('2026-06', [day('2026-07-02')], '2026-06')).toBe(true);
  });

  it('keeps the chosen day while it has slots, otherwise selects the first available', () => {
    const days = [day('2026-06-02'), day('2026-06-05')];
    expect(selectableDay(null, days)).toBe('2026-06-02');
    expect(selectableDay('2026-06-05', days)).toBe('2026-06-05');
    expect(selectableDay('2026-06-03', days)).toBe('2026-06-02');
    expect(selectableDay(null, [])).toBeNull();
  });

  it('moves the focus between choosable days with the arrows, Home and End', () => {
    const choosable = ['2026-06-02', '2026-06-04', '2026-06-11', '2026-06-30'];
    expect(dayToFocus('2026-06-02', 'ArrowRight', choosable)).toBe('2026-06-04');
    expect(dayToFocus('2026-06-04', 'ArrowLeft', choosable)).toBe('2026-06-02');
    expect(dayToFocus('2026-06-04', 'ArrowDown', choosable)).toBe('2026-06-11'); // the same weekday, a week on
    expect(dayToFocus('2026-06-02', 'ArrowDown', choosable)).toBe('2026-06-11'); // the 9th is not free: the next that is
    expect(dayToFocus('2026-06-11', 'ArrowUp', choosable)).toBe('2026-06-04');
    expect(dayToFocus('2026-06-02', 'ArrowLeft', choosable)).toBeNull();
    expect(dayToFocus('2026-06-30', 'ArrowRight', choosable)).toBeNull();
    expect(dayToFocus('2026-06-30', 'ArrowDown', choosable)).toBeNull();
    expect(dayToFocus('2026-06-11', 'Home', choosable)).toBe('2026-06-02');
    expect(dayToFocus('2026-06-02', 'End', choosable)).toBe('2026-06-30');
    expect(dayToFocus('2026-06-02', 'Enter', choosable)).toBeNull();
  });
});
