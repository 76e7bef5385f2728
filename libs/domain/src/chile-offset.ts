import { TZDate } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from './greeting.ts';

// Apart from greeting.ts: @date-fns/tz is not marked free of side effects, so a module importing it pulls it into every
// bundle that imports the module, and the dashboards' first pages need only the hour.
/** Chile's offset from UTC in minutes at `now` (-180 in summer, -240 in winter). */
export function chileUtcOffsetMinutes(now: Date = new Date()): number {
  return -new TZDate(now.getTime(), CHILE_TIME_ZONE).getTimezoneOffset();
}
