import { useSearchParams } from 'react-router-dom';

/** The slot a link asked for (`?fecha=YYYY-MM-DD&hora=HH:MM`, the waitlist mail's link), or null. */
export function useRequestedSlot(): { date: string; start_time: string } | null {
  const [params] = useSearchParams();
  const date = params.get('fecha') ?? '';
  const time = params.get('hora') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  return { date, start_time: time };
}
