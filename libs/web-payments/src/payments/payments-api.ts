import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@emind/contracts';
import { apiBlob, apiRequest } from '@emind/web-api';

export type PaymentsRole = 'psychologist' | 'admin';

export interface PaymentFilters {
  start_date: string;
  end_date: string;
  /** '' for every status the page shows by default. */
  status: string;
}

/** What each page lists when no status is chosen: payments still to verify or confirm. */
export const DEFAULT_STATUSES = 'PENDING_PAYMENT,PAYMENT_UPLOADED,PAYMENT_VERIFIED';

function listPath(role: PaymentsRole, filters: PaymentFilters): string {
  const query = new URLSearchParams();
  if (filters.start_date) query.set('start_date', filters.start_date);
  if (filters.end_date) query.set('end_date', filters.end_date);
  query.set('status', filters.status || DEFAULT_STATUSES);
  const base = role === 'admin' ? '/appointments/admin-payment-verification/' : '/appointments/my-appointments/';
  return `${base}?${query.toString()}`;
}

export function getPaymentsQueryOptions(role: PaymentsRole, filters: PaymentFilters) {
  return queryOptions({ queryKey: ['payments', role, filters], queryFn: () => apiRequest<Appointment[]>(listPath(role, filters)) });
}

export function usePayments(role: PaymentsRole, filters: PaymentFilters) {
  return useQuery(getPaymentsQueryOptions(role, filters));
}

/** Verify or confirm; every payments list is read again afterwards. */
export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'PAYMENT_VERIFIED' | 'CONFIRMED' }) =>
      apiRequest<Appointment>(`/appointments/${id}/update-payment-status/`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}

export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Appointment>(`/appointments/${id}/mark-refunded/`, { method: 'PATCH', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}

export function useProofFile(appointment: Appointment, enabled: boolean) {
  return useQuery({
    queryKey: ['payment-proof', appointment.id, appointment.payment_detail.payment_date],
    queryFn: () => apiBlob(`${(appointment.payment_proof_url ?? '').replace(/^\/api/, '')}?view=true`),
    enabled: enabled && appointment.payment_proof_url !== null,
  });
}
