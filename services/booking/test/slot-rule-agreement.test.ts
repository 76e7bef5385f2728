import { AVAILABILITY_WINDOW_DAYS, availableDays, chileToday, isOfferedSlot, weekdays, type ScheduleConfig, type Slot } from '@emind/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedDatesFor } from '../src/time-off/closed-days.ts';
import { bearer, book, bookablePsychologist, buildTestApp, NOW, registerUser, type Session, type TestApp } from './helpers.ts';

// "Is this slot offered" is written once as a rule (`isOfferedSlot`, libs/domain) and carried out by the booking
// function's SQL (`booking.book_appointments`). Here both answer the same generated cases: random schedules, time
// off and Chile's holidays, and slots on and off the schedule, inside and outside the booking window.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32), so a failing case is the same on every run. */
function randomFrom(seed: number) {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T };
}
type Random = ReturnType<typeof randomFrom>;

const clock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const addDays = (date: string, days: number): string => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/** Each weekday off or with one or two blocks on the half hour, as the schedule screen accepts them. */
function randomSchedule(random: Random): ScheduleConfig {
  return Object.fromEntries(weekdays.map((day) => {
    if (random.next() < 0.3) return [day, { enabled: false, timeBlocks: [] }];
    const blocks = [];
    let from = random.int(12, 28) * 30;
    for (let count = random.int(1, 2); count > 0 && from < 23 * 60; count -= 1) {
      const to = Math.min(from + random.int(1, 10) * 30, 23 * 60 + 30);
      blocks.push({ startTime: clock(from), endTime: clock(to) });
      from = to + random.int(1, 6) * 30;
    }
    return [day, { enabled: true, timeBlocks: blocks }];
  }));
}

/** Slots the schedule offers, and others: off the hour, too short or long, on closed days, before today or past the window. */
function candidates(random: Random, schedule: ScheduleConfig, today: string): (Slot & { date: string })[] {
  const offered = availableDays(schedule, NOW).flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })));
  const picked = Array.from({ length: Math.min(12, offered.length) }, () => random.pick(offered));
  const others = Array.from({ length: 36 }, () => {
    const start = random.int(10, 46) * 30 + random.pick([0, 0, 0, 15]);
    return { date: addDays(today, random.int(-1, AVAILABILITY_WINDOW_DAYS + 1)), start_time: clock(start), end_time: clock(start + random.pick([30, 45, 60, 60, 60, 90])) };
  });
  return [...picked, ...others].filter((slot) => slot.end_time <= '23:59');
}

async function saveSchedule(psychologist: Session, schedule: ScheduleConfig): Promise<void> {
  const saved = await t.app.inject({
    method: 'PATCH', url: '/api/schedules/psychologist-schedule/update/', headers: bearer(psychologist.access), payload: { schedule_config: schedule },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function closeSomeDays(random: Random, psychologist: Session, today: string): Promise<void> {
  const startsOn = addDays(today, random.int(0, AVAILABILITY_WINDOW_DAYS));
  const timeOff = await t.app.inject({
    method: 'POST', url: '/api/schedules/time-off/', headers: bearer(psychologist.access),
    payload: { starts_on: startsOn, ends_on: addDays(startsOn, random.int(0, 4)), reason: '' },
  });
  expect(timeOff.statusCode, timeOff.body).toBe(201);
  const holidays = await t.app.inject({
    method: 'PATCH', url: '/api/schedules/time-off/holidays/', headers: bearer(psychologist.access), payload: { skip_holidays: random.next() < 0.5 },
  });
  expect(holidays.statusCode, holidays.body).toBe(200);
}

describe('the slot rule, in TypeScript and in the booking function', () => {
  it('agrees on generated schedules, closed days and slots', async () => {
    const today = chileToday(NOW);
    let offeredCount = 0;
    let refusedCount = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = randomFrom(seed);
      const schedule = randomSchedule(random);
      const psychologist = await bookablePsychologist(t);
      await saveSchedule(psychologist, schedule);
      await closeSomeDays(random, psychologist, today);
      const closed = await closedDatesFor(t.ctx.db, psychologist.profileId, { from: today, to: addDays(today, AVAILABILITY_WINDOW_DAYS) });
      const client = await registerUser(t.app, 'client');
      for (const slot of candidates(random, schedule, today)) {
        const offered = isOfferedSlot(schedule, NOW, slot.date, slot, closed);
        const { statusCode } = await book(t, client, psychologist.profileId, slot);
        // An offered slot is booked, or taken by an earlier case of the same seed (409); any other is not offered (400).
        expect({ seed, ...slot, answer: offered ? [201, 409].includes(statusCode) : statusCode }).toEqual({ seed, ...slot, answer: offered ? true : 400 });
        if (offered) offeredCount += 1;
        else refusedCount += 1;
      }
    }
    // The generator must give both kinds, or the agreement above says little.
    expect(offeredCount).toBeGreaterThan(40);
    expect(refusedCount).toBeGreaterThan(80);
  });
});
