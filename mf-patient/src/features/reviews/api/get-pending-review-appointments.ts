import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingReviewAppointment, PendingReviewAppointments } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export async function getPendingReviewAppointments(): Promise<PendingReviewAppointment[]> {
  return (await apiRequest<PendingReviewAppointments>('/comments/client/pending-appointments/')).results;
}

export function getPendingReviewAppointmentsQueryOptions() {
  return queryOptions({ queryKey: ['reviews', 'pending-appointments'], queryFn: getPendingReviewAppointments });
}

export function usePendingReviewAppointments() {
  return useQuery(getPendingReviewAppointmentsQueryOptions());
}
