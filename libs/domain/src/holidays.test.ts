import { describe, expect, it } from 'vitest';
import { AVAILABILITY_WINDOW_DAYS } from './slots.ts';
import { CHILE_HOLIDAYS_END, chileHolidayOn, chileHolidays, chileHolidaysBetween } from './holidays.ts';

const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('chileHolidays', () => {
  it('holds 16 national holidays a year, sorted, each with its legal source', () => {
    for (const year of ['2026', '2027']) expect(chileHolidays.filter((h) => h.date.startsWith(year))).toHaveLength(16);
    expect([...chileHolidays].map((h) => h.date)).toEqual(chileHolidays.map((h) => h.date).sort());
    for (const holiday of chileHolidays) expect(holiday.source).toMatch(/Ley|Código del Trabajo/);
  });

  it('places the Pueblos Indígenas day on the solstice and Easter from the computus', () => {
    expect(chileHolidayOn('2026-06-21')?.source).toContain('21.357');
    expect(chileHolidayOn('2027-06-21')?.name).toBe('Día Nacional de los Pueblos Indígenas');
    expect(chileHolidayOn('2026-04-03')?.name).toBe('Viernes Santo');
    expect(chileHolidayOn('2027-03-26')?.name).toBe('Viernes Santo');
  });

  it('moves San Pedro y San Pablo and 12 de octubre to a Monday (Ley 19.668)', () => {
    for (const name of ['San Pedro y San Pablo', 'Encuentro de Dos Mundos']) {
      for (const holiday of chileHolidays.filter((h) => h.name === name)) expect(weekdayOf(holiday.date)).toBe(1);
    }
    expect(chileHolidayOn('2027-06-29')).toBeUndefined();
    expect(chileHolidayOn('2027-10-11')?.name).toBe('Encuentro de Dos Mundos');
  });

  it('lists the holidays of a window', () => {
    expect(chileHolidaysBetween('2026-12-01', '2027-01-05')).toEqual(['2026-12-08', '2026-12-25', '2027-01-01']);
    expect(chileHolidayOn('2026-12-09')).toBeUndefined();
  });

  it('still covers the booking window: extend the table before it ends', () => {
    const windowEnd = new Date(Date.now() + AVAILABILITY_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(windowEnd <= CHILE_HOLIDAYS_END).toBe(true);
  });
});
