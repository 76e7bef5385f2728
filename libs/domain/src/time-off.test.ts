import { describe, expect, it } from 'vitest';
import type { ScheduleConfig } from './schedule.ts';
import { availabilityLabel, availableDays, isOfferedSlot } from './slots.ts';
import { addCalendarDays, closedDates, insideTimeOff, timeOffMessages, validateTimeOff } from './time-off.ts';

const weekdaysNineToEleven: ScheduleConfig = Object.fromEntries(
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => [
    day,
    { enabled: true as const, timeBlocks: [{ startTime: '09:00', endTime: '11:00' }] },
  ]),
);
// Wednesday 2026-11-25, 08:00 in Chile (summer, UTC-3).
const now = new Date('2026-11-25T11:00:00Z');

describe('validateTimeOff', () => {
  const today = '2026-11-25';
  it('accepts a week from today on and refuses bad ranges in Spanish', () => {
    expect(validateTimeOff({ starts_on: '2026-11-30', ends_on: '2026-12-06', reason: 'Vacaciones' }, today)).toBeNull();
    expect(validateTimeOff({ starts_on: '2026-11-25', ends_on: '2026-11-25', reason: '' }, today)).toBeNull();
    expect(validateTimeOff({ starts_on: '2026-02-30', ends_on: '2026-03-01', reason: '' }, today)).toBe(timeOffMessages.invalidDate);
    expect(validateTimeOff({ starts_on: '2026-12-06', ends_on: '2026-11-30', reason: '' }, today)).toBe(timeOffMessages.order);
    expect(validateTimeOff({ starts_on: '2026-11-24', ends_on: '2026-11-30', reason: '' }, today)).toBe(timeOffMessages.past);
    expect(validateTimeOff({ starts_on: '2026-12-01', ends_on: '2027-12-02', reason: '' }, today)).toBe(timeOffMessages.tooLong);
    expect(validateTimeOff({ starts_on: '2026-12-01', ends_on: '2026-12-02', reason: 'x'.repeat(201) }, today)).toBe(timeOffMessages.reasonTooLong);
  });
});

describe('closedDates', () => {
  const window = { from: '2026-11-25', to: '2026-12-24' };
  it('lists every day of a time off inside the window, and holidays only when not worked', () => {
    const closed = closedDates(window, [{ starts_on: '2026-11-20', ends_on: '2026-11-27' }], false);
    expect([...closed]).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(closedDates(window, [], true)).toEqual(new Set(['2026-12-08']));
    expect(closedDates(window, [], false).size).toBe(0);
  });

  it('crosses month and year ends', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    const closed = closedDates({ from: '2026-12-30', to: '2027-01-02' }, [{ starts_on: '2026-12-31', ends_on: '2027-01-10' }], true);
    expect([...closed].sort()).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(insideTimeOff('2027-01-10', [{ starts_on: '2026-12-31', ends_on: '2027-01-10' }])).toBe(true);
    expect(insideTimeOff('2027-01-11', [{ starts_on: '2026-12-31', ends_on: '2027-01-10' }])).toBe(false);
  });
});

describe('slots with time off and holidays', () => {
  it('offers no slot on a closed day, in the available days and in the booking check', () => {
    const closed = closedDates({ from: '2026-11-25', to: '2026-12-24' }, [{ starts_on: '2026-11-30', ends_on: '2026-12-04' }], true);
    const dates = availableDays(weekdaysNineToEleven, now, { closed }).map((day) => day.date);
    expect(dates).toContain('2026-11-27');
    expect(dates.filter((date) => date >= '2026-11-30' && date <= '2026-12-04')).toEqual([]);
    expect(dates).not.toContain('2026-12-08');
    expect(dates).toContain('2026-12-09');
    const slot = { start_time: '09:00', end_time: '10:00' };
    expect(isOfferedSlot(weekdaysNineToEleven, now, '2026-12-01', slot)).toBe(true);
    expect(isOfferedSlot(weekdaysNineToEleven, now, '2026-12-01', slot, closed)).toBe(false);
    expect(isOfferedSlot(weekdaysNineToEleven, now, '2026-12-08', slot, closed)).toBe(false);
    expect(isOfferedSlot(weekdaysNineToEleven, now, '2026-12-09', slot, closed)).toBe(true);
  });

  it('counts closed days out of the availability label', () => {
    const twoWeeksOff = closedDates({ from: '2026-11-25', to: '2026-12-08' }, [{ starts_on: '2026-11-25', ends_on: '2026-12-08' }], false);
    expect(availabilityLabel(weekdaysNineToEleven, now)).toBe('Disponible');
    expect(availabilityLabel(weekdaysNineToEleven, now, [], twoWeeksOff)).toBe('No disponible');
  });
});
