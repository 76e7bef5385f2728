import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPendingPayments, AdminWeeklyBookings } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getPendingPaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'payments-pending-count'],
    queryFn: () => apiRequest<AdminPendingPayments>('/appointments/admin/payments-pending-count/'),
  });
}

export function getWeeklyBookingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'weekly-bookings'],
    queryFn: () => apiRequest<AdminWeeklyBookings>('/appointments/admin/weekly-bookings/'),
  });
}

export const usePendingPayments = () => useQuery(getPendingPaymentsQueryOptions());
export const useWeeklyBookings = () => useQuery(getWeeklyBookingsQueryOptions());
