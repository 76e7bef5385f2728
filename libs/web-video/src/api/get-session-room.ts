import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { SessionRoom } from '@emind/contracts';

export const getSessionRoom = (appointmentId: string) => apiRequest<SessionRoom>(`/sessions/${encodeURIComponent(appointmentId)}/`);

/** A long wait is read again now and then (a reschedule moves the opening, a sleeping laptop loses timers). */
const MAX_WAIT_MS = 60_000;
/** Past the opening by a clock a little ahead of the server's: ask again soon, not in a tight loop. */
const MIN_WAIT_MS = 1_000;

/**
 * When to read the room again so an early page opens by itself: at the opening time (a second past it), within a
 * minute at most; never for a room that is open or will not open.
 */
export function nextRoomReadIn(room: SessionRoom | undefined, now: number): number | false {
  if (room?.state !== 'early') return false;
  const untilOpen = new Date(room.opens_at).getTime() - now + MIN_WAIT_MS;
  return Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, untilOpen));
}

export const getSessionRoomQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: ['sessions', appointmentId],
    queryFn: () => getSessionRoom(appointmentId),
    retry: false,
    refetchInterval: (query) => nextRoomReadIn(query.state.data, Date.now()),
    refetchIntervalInBackground: true,
  });

/** What the room may do now; asked before any camera, so strangers and closed rooms never reach one. */
export function useSessionRoom(appointmentId: string) {
  return useQuery(getSessionRoomQueryOptions(appointmentId));
}
