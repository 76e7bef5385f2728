import { describe, expect, it } from 'vitest';
import { addDays, gridHours, hourRows, placeDay, stepAnchor, visibleDates, weekStart, weekdayOf } from './agenda-calendar.ts';
import { rangeLabel } from './agenda-labels.ts';

const slot = (start_time: string, end_time: string, id = 0) => ({ id, start_time, end_time });

describe('week boundaries', () => {
  it('runs Monday to Sunday, whatever day the anchor is', () => {
    expect(weekStart('2026-06-10')).toBe('2026-06-08');
    expect(weekStart('2026-06-08')).toBe('2026-06-08');
    expect(weekStart('2026-06-14')).toBe('2026-06-08');
    expect(visibleDates('week', '2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(visibleDates('day', '2026-06-10')).toEqual(['2026-06-10']);
  });

  it('keeps seven whole days across both Chilean daylight-saving changes', () => {
    // Chile leaves DST on Sunday 5 April 2026 and enters it on Sunday 6 September 2026.
    expect(visibleDates('week', '2026-04-05')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(visibleDates('week', '2026-09-02').at(-1)).toBe('2026-09-06');
    expect(stepAnchor('week', '2026-09-06', 1)).toBe('2026-09-13');
    expect(weekStart(stepAnchor('week', '2026-08-31', 1))).toBe('2026-09-07');
    expect(stepAnchor('day', '2026-09-06', -1)).toBe('2026-09-05');
    expect(weekdayOf('2026-09-06')).toBe('sunday');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('titles a week with its first and last day', () => {
    expect(rangeLabel('week', visibleDates('week', '2026-04-01'))).toBe('30 de marzo – 5 de abril de 2026');
    expect(rangeLabel('day', ['2026-09-06'])).toBe('domingo, 6 de septiembre de 2026');
  });
});

describe('grid hours', () => {
  it('spans 08:00 to 20:00 (rows 08:00 … 19:00) by default', () => {
    const span = gridHours(['2026-06-08'], undefined, []);
    expect(span).toEqual({ first: 8, end: 20 });
    expect(hourRows(span)).toHaveLength(12);
    expect(hourRows(span)[11]).toBe(19);
  });

  it('widens to a schedule block of a shown day, and ignores blocks of days not shown', () => {
    const schedule = {
      monday: { enabled: true as const, timeBlocks: [{ startTime: '07:30', endTime: '12:00' }] },
      saturday: { enabled: true as const, timeBlocks: [{ startTime: '18:00', endTime: '21:30' }] },
    };
    expect(gridHours(['2026-06-08'], schedule, [])).toEqual({ first: 7, end: 20 });
    expect(gridHours(visibleDates('week', '2026-06-08'), schedule, [])).toEqual({ first: 7, end: 22 });
    expect(gridHours(['2026-06-09'], schedule, [])).toEqual({ first: 8, end: 20 });
  });

  it('widens to an appointment outside the hours, up to midnight', () => {
    expect(gridHours(['2026-06-08'], undefined, [slot('06:00', '07:00'), slot('23:00', '00:00')])).toEqual({ first: 6, end: 24 });
  });
});

describe('placing a day', () => {
  const span = { first: 8, end: 20 };

  it('puts an appointment at its wall-clock hour, a half hour as half a row', () => {
    const [placed] = placeDay([slot('10:30', '11:30')], span);
    expect(placed).toMatchObject({ top: 2.5, height: 1, lane: 0, lanes: 1 });
  });

  it('sets overlapping appointments side by side and leaves the others full width', () => {
    const placed = placeDay([slot('10:00', '11:00', 1), slot('09:00', '10:00', 2), slot('10:00', '11:00', 3), slot('12:00', '13:00', 4)], span);
    expect(placed.map(({ item, lane, lanes }) => [item.id, lane, lanes])).toEqual([[2, 0, 1], [1, 0, 2], [3, 1, 2], [4, 0, 1]]);
  });
});
