import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import { orNone } from './or-none.ts';

export interface ApprovedPrice {
  price: number | null;
}

export function getMyPrice(): Promise<ApprovedPrice | null> {
  return orNone(apiRequest<ApprovedPrice>('/pricing/psychologist-prices/my_price/'));
}

export function getMyPriceQueryOptions() {
  return queryOptions({ queryKey: ['pricing', 'my-price'], queryFn: getMyPrice });
}

export function useMyPrice() {
  return useQuery(getMyPriceQueryOptions());
}
