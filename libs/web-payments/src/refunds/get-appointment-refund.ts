import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentRefund } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getAppointmentRefund(id: number): Promise<AppointmentRefund> {
  return apiRequest<AppointmentRefund>(`/booking/cancellation-policy/appointments/${id}/refund/`);
}

/** What cancelling refunds: previewed while the appointment is open, recorded once it is cancelled. */
export function getAppointmentRefundQueryOptions(id: number) {
  return queryOptions({ queryKey: ['appointment-refund', id], queryFn: () => getAppointmentRefund(id), staleTime: 0 });
}

export function useAppointmentRefund(id: number, enabled: boolean) {
  return useQuery({ ...getAppointmentRefundQueryOptions(id), enabled });
}
