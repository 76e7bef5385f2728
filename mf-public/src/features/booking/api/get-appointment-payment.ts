import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment, AppointmentPayment } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getAppointmentPayment(appointment: number): Promise<AppointmentPayment> {
  return apiRequest<AppointmentPayment>(`/payments/appointments/${appointment}/`);
}

/** While Transbank's answer is being recorded (COMMITTING, or a confirmation not yet seen), it is asked again. */
export const getAppointmentPaymentQueryOptions = (appointment: number) =>
  queryOptions({
    queryKey: ['payments', 'appointment', appointment],
    queryFn: () => getAppointmentPayment(appointment),
    refetchInterval: (query) => (query.state.data?.status === 'COMMITTING' || query.state.data?.status === 'INITIALIZED' ? 2_000 : false),
  });

export const useAppointmentPayment = (appointment: number) => useQuery(getAppointmentPaymentQueryOptions(appointment));

/** The appointment itself (booking's), for its room link once confirmed. */
export const getPaidAppointmentQueryOptions = (appointment: number, confirmed: boolean) =>
  queryOptions({
    queryKey: ['appointments', appointment, 'after-payment'],
    queryFn: () => apiRequest<Appointment>(`/appointments/${appointment}/`),
    enabled: confirmed,
  });

export const usePaidAppointment = (appointment: number, confirmed: boolean) => useQuery(getPaidAppointmentQueryOptions(appointment, confirmed));
