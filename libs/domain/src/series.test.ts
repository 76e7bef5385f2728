import { describe, expect, it } from 'vitest';
import type { ScheduleConfig } from './schedule.ts';
import { planSeries, seriesDates, seriesHoldDeadline, seriesStartsInWindow } from './series.ts';

const sundays = (startTime: string, endTime: string): ScheduleConfig => ({ sunday: { enabled: true, timeBlocks: [{ startTime, endTime }] } });
const iso = (value: Date | null) => value?.toISOString() ?? null;

describe('seriesDates', () => {
  it('steps seven calendar days at a time, across months and years', () => {
    expect(seriesDates('2026-12-24', 3)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']);
    expect(seriesDates('2027-02-21', 2)).toEqual(['2027-02-21', '2027-02-28']);
  });
});

describe('planSeries across daylight-saving changes (America/Santiago)', () => {
  it('keeps 10:00 wall-clock when daylight saving starts (2026-09-06): the UTC instant moves an hour earlier', () => {
    const plan = planSeries(sundays('09:00', '12:00'), new Date('2026-08-15T12:00:00Z'), '2026-08-16', { start_time: '10:00', end_time: '11:00' }, 4);
    expect(plan.map((entry) => [entry.date, iso(entry.startsAt), entry.reason])).toEqual([
      ['2026-08-16', '2026-08-16T14:00:00.000Z', null],
      ['2026-08-23', '2026-08-23T14:00:00.000Z', null],
      ['2026-08-30', '2026-08-30T14:00:00.000Z', null],
      ['2026-09-06', '2026-09-06T13:00:00.000Z', null],
    ]);
  });

  it('keeps 10:00 wall-clock when daylight saving ends (2027-04-04): the UTC instant moves an hour later', () => {
    const plan = planSeries(sundays('09:00', '12:00'), new Date('2027-03-20T12:00:00Z'), '2027-03-21', { start_time: '10:00', end_time: '11:00' }, 4);
    expect(plan.map((entry) => [entry.date, iso(entry.startsAt), iso(entry.endsAt), entry.reason])).toEqual([
      ['2027-03-21', '2027-03-21T13:00:00.000Z', '2027-03-21T14:00:00.000Z', null],
      ['2027-03-28', '2027-03-28T13:00:00.000Z', '2027-03-28T14:00:00.000Z', null],
      ['2027-04-04', '2027-04-04T14:00:00.000Z', '2027-04-04T15:00:00.000Z', null],
      ['2027-04-11', '2027-04-11T14:00:00.000Z', '2027-04-11T15:00:00.000Z', null],
    ]);
  });

  it('reports a date whose hour does not exist (00:00 on 2026-09-06) as not free, and the others as free', () => {
    const plan = planSeries(sundays('00:00', '02:00'), new Date('2026-08-22T12:00:00Z'), '2026-08-30', { start_time: '00:00', end_time: '01:00' }, 3);
    expect(plan.map((entry) => [entry.date, entry.reason])).toEqual([
      ['2026-08-30', null],
      ['2026-09-06', 'nonexistent_time'],
      ['2026-09-13', null],
    ]);
    expect(plan[1]?.startsAt).toBeNull();
  });

  it('marks dates past 12 weeks, slots the schedule does not offer and closed days as not free', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const far = planSeries(sundays('09:00', '12:00'), now, '2026-06-21', { start_time: '09:00', end_time: '10:00' }, 12);
    expect(far.filter((entry) => entry.reason === 'beyond_window').map((entry) => entry.date)).toEqual(['2026-08-30', '2026-09-06']);
    const offHours = planSeries(sundays('09:00', '12:00'), now, '2026-06-07', { start_time: '15:00', end_time: '16:00' }, 2);
    expect(offHours.map((entry) => entry.reason)).toEqual(['not_offered', 'not_offered']);
    const timeOff = planSeries(sundays('09:00', '12:00'), now, '2026-06-07', { start_time: '09:00', end_time: '10:00' }, 3, new Set(['2026-06-14']));
    expect(timeOff.map((entry) => entry.reason)).toEqual([null, 'not_offered', null]);
  });
});

describe('series window and holds', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('starts only inside the 30-day window', () => {
    expect(seriesStartsInWindow(now, '2026-06-01')).toBe(true);
    expect(seriesStartsInWindow(now, '2026-06-30')).toBe(true);
    expect(seriesStartsInWindow(now, '2026-07-01')).toBe(false);
    expect(seriesStartsInWindow(now, '2026-05-31')).toBe(false);
  });

  it('holds the first as a single booking and later ones until the payment days before each', () => {
    const options = { holdMinutes: 1440, paymentDays: 3 };
    const week3 = new Date('2026-06-22T13:00:00Z');
    expect(seriesHoldDeadline(week3, now, { ...options, first: true }).toISOString()).toBe('2026-06-02T12:00:00.000Z');
    expect(seriesHoldDeadline(week3, now, { ...options, first: false }).toISOString()).toBe('2026-06-19T13:00:00.000Z');
    const soon = new Date('2026-06-03T13:00:00Z');
    expect(seriesHoldDeadline(soon, now, { ...options, first: false }).toISOString()).toBe('2026-06-02T12:00:00.000Z');
  });
});
