import { useEffect, useState } from 'react';
import { chileHour } from '@emind/domain';

export const GREETING_REFRESH_MS = 60_000;

/** Chile's current hour, re-read every minute so a greeting left open changes with the day. */
export function useChileHour(refreshMs: number = GREETING_REFRESH_MS): number {
  const [hour, setHour] = useState(() => chileHour());
  useEffect(() => {
    const id = setInterval(() => setHour(chileHour()), refreshMs);
    return () => clearInterval(id);
  }, [refreshMs]);
  return hour;
}
