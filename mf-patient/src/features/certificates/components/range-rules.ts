import { billingMessages, CERTIFICATE_MAX_MONTHS, rangeExceedsMonths } from '@emind/domain';

/** What is wrong with a range before asking the server (which applies the same rule), or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (to < from) return billingMessages.rangeInverted;
  return rangeExceedsMonths(from, to, CERTIFICATE_MAX_MONTHS) ? billingMessages.rangeTooLong : null;
}

/** A calendar date as the date input gives it. */
export const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;
