import { CHILE_TIME_ZONE } from './greeting.ts';

// Intl, not date-fns: the public profile shows these dates, and date-fns with its locale would add 8 kB to its first page.
// Each formatter is marked pure, so a bundle that never calls its function drops it instead of building it at load.
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', { timeZone: CHILE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** "21 de noviembre de 2026", in Chile's calendar. */
export function formatLongDate(value: Date | string): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}

const auditTime = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', {
  timeZone: CHILE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** '25-11-2026, 09:41:07': to the second, in Chile, as an audit record reads. */
export function formatAuditTime(iso: string): string {
  return auditTime.format(new Date(iso));
}

const chileTime = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', { timeZone: CHILE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '09:05': an instant's time in Chile, on the 24-hour clock (Chile's way; es-CL's own default is 'a. m.'). */
export function formatChileTime(value: Date | string): string {
  return chileTime.format(typeof value === 'string' ? new Date(value) : value);
}

/** '1 de junio de 2026 a las 09:00': an instant, in Chile. */
export function formatLongDateTime(value: Date | string): string {
  return `${formatLongDate(value)} a las ${formatChileTime(value)}`;
}

const shortDateTime = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', {
  timeZone: CHILE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** '25-11-2026 09:41': an instant's date and time in Chile, as a record or a message reads it. */
export function formatShortDateTime(value: Date | string): string {
  const parts = shortDateTime.formatToParts(typeof value === 'string' ? new Date(value) : value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

const dayRange = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', { timeZone: CHILE_TIME_ZONE, day: 'numeric', month: 'short' });
const dayRangeWithYears = /* @__PURE__ */ new Intl.DateTimeFormat('es-CL', { timeZone: CHILE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** '3 – 27 de nov', '28 de oct al 3 de nov', '3 nov' (one day), in Chile; with the years when they differ. */
export function formatDayRange(firstIso: string, lastIso: string): string {
  const [first, last] = [new Date(firstIso), new Date(lastIso)];
  const year = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: CHILE_TIME_ZONE }).slice(0, 4);
  return (year(first) === year(last) ? dayRange : dayRangeWithYears).formatRange(first, last);
}

/** Whole days since something, as a person says it: 'Hoy', 'Hace 1 día', 'Hace 3 días' (never 'Hace 0 días'). */
export function daysAgoLabel(days: number): string {
  if (days <= 0) return 'Hoy';
  return days === 1 ? 'Hace 1 día' : `Hace ${days} días`;
}
