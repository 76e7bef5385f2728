import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { WaitingRooms } from '@emind/contracts';

const WAITING_POLL_MS = 15_000;

export const getWaitingPatientsQueryOptions = () =>
  queryOptions({
    queryKey: ['sessions', 'waiting'],
    queryFn: () => apiRequest<WaitingRooms>('/sessions/waiting/'),
    refetchInterval: WAITING_POLL_MS,
  });

/** The psychologist's appointments whose patient is in the waiting room now. */
export function useWaitingAppointmentIds(): ReadonlySet<number> {
  const { data } = useQuery(getWaitingPatientsQueryOptions());
  return new Set((data ?? []).map((waiting) => waiting.appointment_id));
}
