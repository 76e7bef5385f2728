import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getAppointmentPaymentQueryOptions, getPaidAppointmentQueryOptions } from './get-appointment-payment';

export function payByTransfer(appointment: number): Promise<Appointment> {
  return apiRequest<Appointment>(`/appointments/${appointment}/pay-by-transfer/`, { method: 'PATCH' });
}

/** Leaves the card for a transfer while the hold lasts; the page then shows the transfer's instructions. */
export function usePayByTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payByTransfer,
    onSuccess: (appointment) => {
      queryClient.setQueryData(getPaidAppointmentQueryOptions(appointment.id, true).queryKey, appointment);
      return queryClient.invalidateQueries({ queryKey: getAppointmentPaymentQueryOptions(appointment.id).queryKey });
    },
  });
}
