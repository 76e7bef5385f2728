import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovedPrice } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { orNone } from './or-none.ts';

export function getMyPrice(): Promise<ApprovedPrice | null> {
  return orNone(apiRequest<ApprovedPrice>('/pricing/psychologist-prices/my_price/'));
}

export function getMyPriceQueryOptions() {
  return queryOptions({ queryKey: ['pricing', 'my-price'], queryFn: getMyPrice });
}

export function useMyPrice() {
  return useQuery(getMyPriceQueryOptions());
}
