import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { TZDate } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from './greeting.ts';

/** "21 de noviembre de 2026", in Chile's calendar. */
export function formatLongDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return format(new TZDate(date.getTime(), CHILE_TIME_ZONE), "d 'de' MMMM 'de' yyyy", { locale: es });
}

const auditTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: CHILE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** '25-11-2026, 09:41:07': to the second, in Chile, as an audit record reads. */
export function formatAuditTime(iso: string): string {
  return auditTime.format(new Date(iso));
}
