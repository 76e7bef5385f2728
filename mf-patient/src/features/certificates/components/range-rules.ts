import { billingMessages, CERTIFICATE_MAX_MONTHS } from '@emind/domain';

/** 'yyyy-MM-dd' `months` later, kept inside the month (31 January + 1 month = 28/29 February). */
function plusMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** What is wrong with a range before asking the server (which applies the same rule), or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (to < from) return billingMessages.rangeInverted;
  return to > plusMonths(from, CERTIFICATE_MAX_MONTHS) ? billingMessages.rangeTooLong : null;
}

/** A calendar date as the date input gives it. */
export const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;
