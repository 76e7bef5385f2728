import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, RescheduleAppointmentInput } from '@emind/contracts';
import { ApiError, apiRequest } from '@emind/web-api';
import { getAvailableDaysQueryOptions } from '../booking-calendar/get-available-days.ts';

export function rescheduleAppointment(id: number, input: RescheduleAppointmentInput): Promise<Appointment> {
  return apiRequest<Appointment>(`/appointments/${id}/reschedule/`, { method: 'PATCH', body: input });
}

/** Moves the appointment; the psychologist's free days change either way (a 409 means one was taken meanwhile). */
export function useRescheduleAppointment(appointment: Pick<Appointment, 'id' | 'psychologist'>) {
  const queryClient = useQueryClient();
  const daysKey = getAvailableDaysQueryOptions(String(appointment.psychologist)).queryKey;
  return useMutation({
    mutationFn: (input: RescheduleAppointmentInput) => rescheduleAppointment(appointment.id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: daysKey }),
  });
}

/** What the dialog says when the move fails: the server's reason (a taken slot in the spec's words, `slot_taken`). */
export function rescheduleErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return 'No se pudo reprogramar la cita. Por favor, intenta de nuevo.';
}
