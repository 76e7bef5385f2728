import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getClientAppointmentsQueryOptions } from './get-client-appointments';

export function cancelAppointment(id: number): Promise<Appointment> {
  return apiRequest<Appointment>(`/appointments/${id}/cancel/`, { method: 'PATCH', body: {} });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getClientAppointmentsQueryOptions().queryKey }),
  });
}
