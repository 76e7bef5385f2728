import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBillingMonth } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getBillingMonth(month: string): Promise<AdminBillingMonth> {
  return apiRequest<AdminBillingMonth>(`/admin/billing/${month}/`);
}

export function getBillingMonthQueryOptions(month: string) {
  return queryOptions({ queryKey: ['billing', 'admin-month', month], queryFn: () => getBillingMonth(month), placeholderData: keepPreviousData });
}

export function useBillingMonth(month: string) {
  return useQuery(getBillingMonthQueryOptions(month));
}
