import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { TZDate } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from './greeting.ts';

/** "21 de noviembre de 2026", in Chile's calendar. */
export function formatLongDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return format(new TZDate(date.getTime(), CHILE_TIME_ZONE), "d 'de' MMMM 'de' yyyy", { locale: es });
}
