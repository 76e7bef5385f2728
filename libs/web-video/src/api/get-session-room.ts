import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { SessionRoom } from '@emind/contracts';

export const getSessionRoom = (appointmentId: string) => apiRequest<SessionRoom>(`/sessions/${encodeURIComponent(appointmentId)}/`);

export const getSessionRoomQueryOptions = (appointmentId: string) =>
  queryOptions({ queryKey: ['sessions', appointmentId], queryFn: () => getSessionRoom(appointmentId), retry: false });

/** What the room may do now; asked before any camera, so strangers and closed rooms never reach one. */
export function useSessionRoom(appointmentId: string) {
  return useQuery(getSessionRoomQueryOptions(appointmentId));
}
