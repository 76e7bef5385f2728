import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { Appointment } from '@emind/contracts';

/** The appointment behind the room, read only for who is in it: both people may read it (booking checks that). */
export const getRoomAppointmentQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: ['sessions', appointmentId, 'people'],
    queryFn: () => apiRequest<Appointment>(`/appointments/${encodeURIComponent(appointmentId)}/`),
    retry: false,
    staleTime: Infinity,
  });

export function useRoomAppointment(appointmentId: string) {
  return useQuery(getRoomAppointmentQueryOptions(appointmentId));
}
