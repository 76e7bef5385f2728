import { describe, expect, it } from 'vitest';
import { isoWeekdayOf, partOfDayOf, slotSuitsEntry, waitlistExpiry, waitlistSlotPath } from './waitlist.ts';

describe('waitlist rules', () => {
  it('splits the day at 13:00: mañana before, tarde from then on', () => {
    expect(partOfDayOf('08:00')).toBe('morning');
    expect(partOfDayOf('12:59')).toBe('morning');
    expect(partOfDayOf('13:00')).toBe('afternoon');
    expect(partOfDayOf('23:00:00')).toBe('afternoon');
    expect(partOfDayOf('25:00')).toBeNull();
  });

  it('numbers weekdays the ISO way, by the calendar date alone', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
    // The first day of daylight saving time in Chile (2026-09-06) is still a Sunday.
    expect(isoWeekdayOf('2026-09-06')).toBe(7);
    expect(isoWeekdayOf('2026-02-30')).toBeNull();
    expect(isoWeekdayOf('mañana')).toBeNull();
  });

  it('matches a slot to an entry by weekday and part of day', () => {
    const entry = { weekdays: [1, 3], part_of_day: 'afternoon' as const };
    expect(slotSuitsEntry(entry, { date: '2026-11-30', start_time: '15:00' })).toBe(true);
    expect(slotSuitsEntry(entry, { date: '2026-11-30', start_time: '09:00' })).toBe(false);
    expect(slotSuitsEntry(entry, { date: '2026-12-01', start_time: '15:00' })).toBe(false);
  });

  it('lapses 60 days after joining and links the booking modal on the slot', () => {
    expect(waitlistExpiry(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2027-01-24T12:00:00.000Z');
    expect(waitlistSlotPath(7, { date: '2026-12-01', start_time: '15:00:00' })).toBe('/especialistas/7/agendar?fecha=2026-12-01&hora=15:00');
  });
});
