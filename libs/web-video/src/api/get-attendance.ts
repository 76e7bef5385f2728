import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { SessionAttendance } from '@emind/contracts';

export const getAttendanceQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['sessions', String(appointmentId), 'attendance'],
    queryFn: () => apiRequest<SessionAttendance>(`/sessions/${appointmentId}/attendance/`),
  });

export function useAttendance(appointmentId: number) {
  return useQuery(getAttendanceQueryOptions(appointmentId));
}
