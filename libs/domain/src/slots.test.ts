import { describe, expect, it } from 'vitest';
import type { ScheduleConfig } from './schedule.ts';
import { availabilityLabel, availableDays, chileToday, isOfferedSlot, normalizeScheduleConfig, scheduleMessages, slotInstants, validateScheduleConfig } from './slots.ts';

const block = (startTime: string, endTime: string) => ({ startTime, endTime });
const everyDay = (startTime: string, endTime: string): ScheduleConfig => ({
  monday: { enabled: true, timeBlocks: [block(startTime, endTime)] },
  tuesday: { enabled: true, timeBlocks: [block(startTime, endTime)] },
  wednesday: { enabled: true, timeBlocks: [block(startTime, endTime)] },
  thursday: { enabled: true, timeBlocks: [block(startTime, endTime)] },
  friday: { enabled: true, timeBlocks: [block(startTime, endTime)] },
  saturday: { enabled: true, timeBlocks: [block(startTime, endTime)] },
  sunday: { enabled: true, timeBlocks: [block(startTime, endTime)] },
});
const times = (day: { slots: { start_time: string; end_time: string }[] } | undefined) =>
  day?.slots.map((slot) => `${slot.start_time}-${slot.end_time}`);

// Monday 2026-06-01 at 08:00 in Chile (winter, UTC-4).
const mondayMorning = new Date('2026-06-01T12:00:00Z');

describe('availableDays', () => {
  it('cuts blocks into hourly slots and keeps a trimmed tail of at least 45 minutes', () => {
    const days = availableDays({ monday: { enabled: true, timeBlocks: [block('09:00', '11:50')] } }, mondayMorning);
    expect(days[0]).toEqual({
      date: '2026-06-01',
      day_name: 'lunes',
      day_of_week: 'monday',
      slots: [
        { start_time: '09:00', end_time: '10:00' },
        { start_time: '10:00', end_time: '11:00' },
        { start_time: '11:00', end_time: '11:50' },
      ],
    });
    const short = availableDays({ monday: { enabled: true, timeBlocks: [block('09:00', '11:30')] } }, mondayMorning);
    expect(times(short[0])).toEqual(['09:00-10:00', '10:00-11:00']);
    const exact = availableDays({ monday: { enabled: true, timeBlocks: [block('09:00', '09:45')] } }, mondayMorning);
    expect(times(exact[0])).toEqual(['09:00-09:45']);
  });

  it('covers today and the next 29 days, dropping days without slots', () => {
    const days = availableDays(everyDay('10:00', '11:00'), mondayMorning);
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2026-06-01');
    expect(days.at(-1)!.date).toBe('2026-06-30');
    const weekdaysOnly = availableDays({ saturday: { enabled: true, timeBlocks: [block('10:00', '12:00')] } }, mondayMorning);
    expect(weekdaysOnly.map((day) => day.date)).toEqual(['2026-06-06', '2026-06-13', '2026-06-20', '2026-06-27']);
    expect(weekdaysOnly[0]!.day_name).toBe('sábado');
    expect(availableDays(everyDay('10:00', '11:00'), mondayMorning, { days: 14 })).toHaveLength(14);
  });

  it("takes today and now in Chile: a UTC instant past midnight is still yesterday there", () => {
    // 2026-06-02T02:30Z is Monday 2026-06-01 22:30 in Santiago.
    const lateMonday = new Date('2026-06-02T02:30:00Z');
    const days = availableDays(everyDay('21:00', '22:30'), lateMonday);
    expect(days[0]!.date).toBe('2026-06-02');
    expect(days[0]!.day_of_week).toBe('tuesday');
    expect(days.at(-1)!.date).toBe('2026-06-30');
    const withToday = availableDays(everyDay('23:00', '23:59'), lateMonday);
    expect(withToday[0]).toMatchObject({ date: '2026-06-01', day_name: 'lunes', slots: [{ start_time: '23:00', end_time: '23:59' }] });
  });

  it("removes today's slots that start at or before now", () => {
    // 10:00 sharp in Chile: the 10:00 slot is gone, 11:00 stays.
    const tenSharp = new Date('2026-06-01T14:00:00Z');
    const days = availableDays({ monday: { enabled: true, timeBlocks: [block('09:00', '12:00')] } }, tenSharp);
    expect(days[0]!.date).toBe('2026-06-01');
    expect(times(days[0])).toEqual(['11:00-12:00']);
    const evening = new Date('2026-06-01T23:00:00Z');
    expect(availableDays({ monday: { enabled: true, timeBlocks: [block('09:00', '12:00')] } }, evening)[0]!.date).toBe('2026-06-08');
  });

  it('removes slots overlapping a taken interval on the same date (start inside, end inside, full cover)', () => {
    const schedule: ScheduleConfig = { monday: { enabled: true, timeBlocks: [block('09:00', '15:00')] } };
    const taken = [
      { date: '2026-06-01', start_time: '09:30', end_time: '09:45' }, // inside 09-10
      { date: '2026-06-01', start_time: '10:30', end_time: '11:30' }, // start in 10-11, end in 11-12
      { date: '2026-06-01', start_time: '12:00', end_time: '14:00' }, // covers 12-13 and 13-14
      { date: '2026-06-08', start_time: '14:00', end_time: '15:00' }, // another date
    ];
    const days = availableDays(schedule, mondayMorning, { taken });
    expect(times(days[0])).toEqual(['14:00-15:00']);
    expect(times(days[1])).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00']);
    const touching = availableDays(schedule, mondayMorning, { taken: [{ date: '2026-06-01', start_time: '10:00', end_time: '11:00' }] });
    expect(times(touching[0])).toEqual(['09:00-10:00', '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00']);
  });

  it('skips wall-clock times that do not exist when daylight saving starts (Sunday 2026-09-06, 00:00 → 01:00)', () => {
    const saturday = new Date('2026-09-05T12:00:00Z');
    const days = availableDays({ sunday: { enabled: true, timeBlocks: [block('00:00', '03:00')] } }, saturday, { days: 9 });
    expect(days.map((day) => day.date)).toEqual(['2026-09-06', '2026-09-13']);
    expect(times(days[0])).toEqual(['01:00-02:00', '02:00-03:00']);
    expect(times(days[1])).toEqual(['00:00-01:00', '01:00-02:00', '02:00-03:00']);
  });

  it('keeps the repeated hour once when daylight saving ends (Saturday 2026-04-04, 24:00 → 23:00)', () => {
    const saturdayNight = new Date('2026-04-05T02:15:00Z'); // 23:15 (first pass, UTC-3)
    const days = availableDays({ saturday: { enabled: true, timeBlocks: [block('22:00', '23:59')] } }, saturdayNight, { days: 1 });
    expect(days).toEqual([]);
    const morning = new Date('2026-04-04T12:00:00Z');
    const full = availableDays({ saturday: { enabled: true, timeBlocks: [block('22:00', '23:59')] } }, morning, { days: 1 });
    expect(times(full[0])).toEqual(['22:00-23:00', '23:00-23:59']);
  });
});

describe('availabilityLabel', () => {
  it('counts free slots over the next 14 days', () => {
    expect(availabilityLabel(everyDay('09:00', '10:00'), mondayMorning)).toBe('Disponible');
    const limited: ScheduleConfig = { tuesday: { enabled: true, timeBlocks: [block('09:00', '11:00')] } };
    expect(availabilityLabel(limited, mondayMorning)).toBe('Agenda limitada'); // two Tuesdays × 2 slots
    expect(availabilityLabel({}, mondayMorning)).toBe('No disponible');
    const takenAll = [
      { date: '2026-06-02', start_time: '09:00', end_time: '11:00' },
      { date: '2026-06-09', start_time: '09:00', end_time: '11:00' },
    ];
    expect(availabilityLabel(limited, mondayMorning, takenAll)).toBe('No disponible');
  });
});

describe('validateScheduleConfig', () => {
  it('accepts a valid schedule', () => {
    expect(validateScheduleConfig({ monday: { enabled: true, timeBlocks: [block('09:00', '13:00'), block('14:00', '17:30')] } })).toBeNull();
    expect(validateScheduleConfig({ friday: { enabled: true, timeBlocks: [block('09:00', '12:00'), block('12:00', '13:00')] } })).toBeNull();
  });

  it('needs at least one enabled day with blocks', () => {
    expect(validateScheduleConfig({})).toBe(scheduleMessages.empty);
    expect(validateScheduleConfig({ monday: { enabled: false, timeBlocks: [block('09:00', '10:00')] } })).toBe(scheduleMessages.empty);
    expect(validateScheduleConfig({ monday: { enabled: true, timeBlocks: [] } })).toBe(
      'Debes configurar al menos un día de atención con horarios.',
    );
  });

  it('needs each start before its end', () => {
    expect(validateScheduleConfig({ monday: { enabled: true, timeBlocks: [block('10:00', '09:00')] } })).toBe(
      'Por favor, verifica que los horarios de inicio sean anteriores a los de fin.',
    );
    expect(validateScheduleConfig({ monday: { enabled: true, timeBlocks: [block('10:00', '10:00')] } })).toBe(scheduleMessages.startBeforeEnd);
  });

  it('forbids overlapping blocks within a day', () => {
    expect(
      validateScheduleConfig({ monday: { enabled: true, timeBlocks: [block('14:00', '18:00'), block('09:00', '10:00'), block('09:30', '12:00')] } }),
    ).toBe('Los bloques horarios de un día no pueden superponerse.');
  });

  it('needs HH:MM on the hour or half hour', () => {
    for (const bad of ['9:00', '09:15', '24:00', '09:00:00', 'nueve']) {
      expect(validateScheduleConfig({ monday: { enabled: true, timeBlocks: [block(bad, '18:00')] } })).toBe(scheduleMessages.format);
    }
  });

  it('normalizes to enabled days with blocks in start order', () => {
    expect(
      normalizeScheduleConfig({
        sunday: { enabled: true, timeBlocks: [block('15:00', '16:00'), block('09:00', '10:00')] },
        monday: { enabled: false, timeBlocks: [block('09:00', '10:00')] },
        tuesday: { enabled: true, timeBlocks: [] },
      }),
    ).toEqual({ sunday: { enabled: true, timeBlocks: [block('09:00', '10:00'), block('15:00', '16:00')] } });
  });
});

describe('booking a slot', () => {
  const schedule = { monday: { enabled: true as const, timeBlocks: [{ startTime: '09:00', endTime: '11:00' }] } };
  const now = new Date('2026-06-01T12:00:00Z'); // Monday 08:00 in Chile (UTC-4)

  it('knows today in Chile, also when UTC has moved on to the next day', () => {
    expect(chileToday(now)).toBe('2026-06-01');
    expect(chileToday(new Date('2026-06-02T02:30:00Z'))).toBe('2026-06-01');
  });

  it('gives the absolute instants of a wall-clock slot, in winter and in summer time', () => {
    expect(slotInstants('2026-06-01', { start_time: '09:00', end_time: '10:00' })).toEqual({
      startsAt: new Date('2026-06-01T13:00:00Z'),
      endsAt: new Date('2026-06-01T14:00:00Z'),
    });
    expect(slotInstants('2026-12-01', { start_time: '09:00', end_time: '10:00' })?.startsAt).toEqual(new Date('2026-12-01T12:00:00Z'));
  });

  it('has no instants for impossible dates, times or an hour skipped by daylight saving time', () => {
    expect(slotInstants('2026-02-30', { start_time: '09:00', end_time: '10:00' })).toBeNull();
    expect(slotInstants('2026-06-01', { start_time: '10:00', end_time: '09:00' })).toBeNull();
    expect(slotInstants('2026-06-01', { start_time: '25:00', end_time: '26:00' })).toBeNull();
    // Chile moves from 24:00 to 01:00 on the first Sunday of September: 00:00–00:59 does not exist.
    expect(slotInstants('2026-09-06', { start_time: '00:00', end_time: '01:00' })).toBeNull();
  });

  it('accepts only slots the schedule offers now', () => {
    expect(isOfferedSlot(schedule, now, '2026-06-01', { start_time: '09:00', end_time: '10:00' })).toBe(true);
    expect(isOfferedSlot(schedule, now, '2026-06-01', { start_time: '09:30', end_time: '10:30' })).toBe(false);
    expect(isOfferedSlot(schedule, now, '2026-06-02', { start_time: '09:00', end_time: '10:00' })).toBe(false);
    expect(isOfferedSlot(schedule, new Date('2026-06-01T13:30:00Z'), '2026-06-01', { start_time: '09:00', end_time: '10:00' })).toBe(false);
    expect(isOfferedSlot(schedule, now, '2026-07-13', { start_time: '09:00', end_time: '10:00' })).toBe(false);
  });
});
