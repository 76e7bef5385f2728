import { certificateQuerySchema } from '@emind/contracts';
import { billingMessages, CERTIFICATE_MAX_MONTHS, rangeExceedsMonths } from '@emind/domain';

/** What is wrong with a range before asking the server (which applies the same rule), or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (to < from) return billingMessages.rangeInverted;
  return rangeExceedsMonths(from, to, CERTIFICATE_MAX_MONTHS) ? billingMessages.rangeTooLong : null;
}

/** Whether the route takes this as the range's `from` or `to`: a day that exists, 'yyyy-MM-dd' as the date input gives it. */
export const acceptsRangeEnd = (end: 'from' | 'to', value: string): boolean => certificateQuerySchema.shape[end].safeParse(value).success;
