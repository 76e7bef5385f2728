import { describe, expect, it } from 'vitest';
import { availabilitySummary, formatFreeTime, isFreeThisWeek, upcomingFreeTimes } from './free-times.ts';
import type { ScheduleConfig } from './schedule.ts';

const mondayMorning = new Date('2026-06-01T12:00:00Z'); // Monday 08:00 in Chile (UTC-4)
const thursdays: ScheduleConfig = { thursday: { enabled: true, timeBlocks: [{ startTime: '10:00', endTime: '12:00' }] } };

describe('the next free time', () => {
  it('is the first free slot, after held intervals and closed days', () => {
    expect(availabilitySummary(thursdays, mondayMorning)).toEqual({ label: 'Agenda limitada', next: { date: '2026-06-04', start_time: '10:00' } });
    const taken = [{ date: '2026-06-04', start_time: '10:00', end_time: '11:00' }];
    expect(availabilitySummary(thursdays, mondayMorning, taken).next).toEqual({ date: '2026-06-04', start_time: '11:00' });
    expect(availabilitySummary(thursdays, mondayMorning, [], new Set(['2026-06-04'])).next).toEqual({ date: '2026-06-11', start_time: '10:00' });
    expect(availabilitySummary({}, mondayMorning)).toEqual({ label: 'No disponible', next: null });
  });

  it('never offers a slot that has started', () => {
    const thursdayTenThirty = new Date('2026-06-04T14:30:00Z');
    expect(availabilitySummary(thursdays, thursdayTenThirty).next).toEqual({ date: '2026-06-04', start_time: '11:00' });
  });

  it('lists the first few free times in order', () => {
    expect(upcomingFreeTimes(thursdays, mondayMorning, 3)).toEqual([
      { date: '2026-06-04', start_time: '10:00' },
      { date: '2026-06-04', start_time: '11:00' },
      { date: '2026-06-11', start_time: '10:00' },
    ]);
    expect(upcomingFreeTimes(thursdays, mondayMorning, 0)).toEqual([]);
  });
});

describe('Disponible esta semana', () => {
  it('is today and the next six days, in Chile', () => {
    expect(isFreeThisWeek({ date: '2026-06-01', start_time: '10:00' }, mondayMorning)).toBe(true);
    expect(isFreeThisWeek({ date: '2026-06-07', start_time: '23:00' }, mondayMorning)).toBe(true);
    expect(isFreeThisWeek({ date: '2026-06-08', start_time: '00:00' }, mondayMorning)).toBe(false);
    expect(isFreeThisWeek(null, mondayMorning)).toBe(false);
    // 23:30 on Sunday 7 June in Chile is already 8 June in UTC: the week is counted from Chile's today.
    expect(isFreeThisWeek({ date: '2026-06-13', start_time: '10:00' }, new Date('2026-06-08T03:30:00Z'))).toBe(true);
  });
});

describe('formatFreeTime', () => {
  it('reads as the card says it: short weekday, day-month, 24-hour time', () => {
    expect(formatFreeTime({ date: '2026-06-04', start_time: '10:00' })).toBe('jue 04-06, 10:00');
    expect(formatFreeTime({ date: '2026-12-12', start_time: '18:30' })).toBe('sáb 12-12, 18:30');
    expect(formatFreeTime({ date: '2026-11-29', start_time: '09:00:00' })).toBe('dom 29-11, 09:00');
  });
});
