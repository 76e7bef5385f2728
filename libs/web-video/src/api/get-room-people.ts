import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { Appointment } from '@emind/contracts';

/**
 * The appointment behind the room, read by the patient only, for the psychologist's name and gender: a psychologist's
 * read of an appointment is written to the patient's access log (with its clinical notes), which entering a room is not.
 */
export const getRoomAppointmentQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: ['sessions', appointmentId, 'people'],
    queryFn: () => apiRequest<Appointment>(`/appointments/${encodeURIComponent(appointmentId)}/`),
    retry: false,
    staleTime: Infinity,
  });

export function useRoomAppointment(appointmentId: string, enabled: boolean) {
  return useQuery({ ...getRoomAppointmentQueryOptions(appointmentId), enabled });
}
