import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, CreateAppointmentInput } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getAvailableDaysQueryOptions } from '@emind/web-appointments';

export function createAppointment(input: CreateAppointmentInput): Promise<Appointment> {
  return apiRequest<Appointment>('/appointments/', { method: 'POST', body: input });
}

/** Whatever the answer, the free slots are read again: a taken slot must disappear from the grid. */
export function useCreateAppointment(psychologistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getAvailableDaysQueryOptions(psychologistId).queryKey }),
  });
}
