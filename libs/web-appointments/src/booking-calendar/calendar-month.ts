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
