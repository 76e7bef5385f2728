import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAppointments } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getClientAppointments(): Promise<ClientAppointments> {
  return apiRequest<ClientAppointments>('/appointments/client-appointments/');
}

export function getClientAppointmentsQueryOptions() {
  return queryOptions({ queryKey: ['client-appointments'], queryFn: getClientAppointments });
}

export function useClientAppointments() {
  return useQuery(getClientAppointmentsQueryOptions());
}
