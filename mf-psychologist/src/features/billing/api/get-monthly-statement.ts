import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyStatement } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getMonthlyStatement(month: string): Promise<MonthlyStatement> {
  return apiRequest<MonthlyStatement>(`/billing/statements/${month}/`);
}

export function getMonthlyStatementQueryOptions(month: string) {
  return queryOptions({ queryKey: ['billing', 'statement', month], queryFn: () => getMonthlyStatement(month), placeholderData: keepPreviousData });
}

export function useMonthlyStatement(month: string) {
  return useQuery(getMonthlyStatementQueryOptions(month));
}
