import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export interface AgendaRange {
  start_date: string;
  end_date: string;
}

export function getAgendaAppointments({ start_date, end_date }: AgendaRange): Promise<Appointment[]> {
  const query = new URLSearchParams({ start_date, end_date });
  return apiRequest<Appointment[]>(`/appointments/my-appointments/?${query.toString()}`);
}

/** Every shown range of the agenda sits under this key, so a change to one appointment reloads them all. */
export const agendaKey = ['agenda', 'appointments'] as const;

export function getAgendaAppointmentsQueryOptions(range: AgendaRange) {
  return queryOptions({ queryKey: [...agendaKey, range], queryFn: () => getAgendaAppointments(range) });
}

/** The appointments of the shown days; the previous days stay on screen while the next ones load. */
export function useAgendaAppointments(range: AgendaRange) {
  return useQuery({ ...getAgendaAppointmentsQueryOptions(range), placeholderData: keepPreviousData });
}

/** A change to one appointment (its status, its notes). */
export function useAgendaMutation<Variables>(mutationFn: (variables: Variables) => Promise<Appointment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKey }),
  });
}
