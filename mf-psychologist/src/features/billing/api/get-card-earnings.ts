import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CardEarnings } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getCardEarnings(month: string): Promise<CardEarnings> {
  return apiRequest<CardEarnings>(`/payments/earnings/${month}/`);
}

export function getCardEarningsQueryOptions(month: string) {
  return queryOptions({ queryKey: ['payments', 'earnings', month], queryFn: () => getCardEarnings(month), placeholderData: keepPreviousData });
}

export function useCardEarnings(month: string) {
  return useQuery(getCardEarningsQueryOptions(month));
}
