import type { AvailableDay } from '@emind/domain';

/** 'yyyy-MM' of a 'yyyy-MM-dd' date. */
export const monthOf = (date: string): string => date.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by];
  const shifted = new Date(Date.UTC(year, index, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month's dates in weeks, Monday first; null pads the days of other months. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
  const first = new Date(Date.UTC(year, index, 1));
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Spec 2 'Calendar': navigation only to months with availability; the previous month also when it is the
 * current month.
 */
export function canShowMonth(month: string, days: readonly AvailableDay[], currentMonth: string): boolean {
  return month === currentMonth || days.some((day) => monthOf(day.date) === month);
}

/** The day to select: the chosen one while it still has slots, otherwise the first available. */
export function selectableDay(selected: string | null, days: readonly AvailableDay[]): string | null {
  if (selected && days.some((day) => day.date === selected)) return selected;
  return days[0]?.date ?? null;
}

const addDays = (date: string, days: number): string => {
  const shifted = new Date(`${date}T12:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
};

/**
 * Where a key moves the focus in the day grid, among the days that can be chosen (sorted): the arrows to the
 * next free day before or after (a week for up and down), Home and End to the month's first and last. Null
 * when the key moves nowhere, so the focus stays.
 */
export function dayToFocus(current: string, key: string, choosable: readonly string[]): string | null {
  const after = (from: string) => choosable.find((date) => date >= from) ?? null;
  const before = (from: string) => choosable.findLast((date) => date <= from) ?? null;
  switch (key) {
    case 'ArrowRight': return after(addDays(current, 1));
    case 'ArrowLeft': return before(addDays(current, -1));
    case 'ArrowDown': return after(addDays(current, 7));
    case 'ArrowUp': return before(addDays(current, -7));
    case 'Home': return choosable[0] ?? null;
    case 'End': return choosable.at(-1) ?? null;
    default: return null;
  }
}
