import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';

export interface SpecialistPrice {
  price: number;
}

/** Public, no token (spec 1 §7); a failure is silent, the header simply shows no price. */
export function getSpecialistPrice(id: string): Promise<SpecialistPrice> {
  return apiRequest<SpecialistPrice>(`/pricing/psychologist-prices/psychologist/${encodeURIComponent(id)}/`, { anonymous: true });
}

export function getSpecialistPriceQueryOptions(id: string) {
  return queryOptions({ queryKey: ['specialist-price', id], queryFn: () => getSpecialistPrice(id), retry: false });
}

export function useSpecialistPrice(id: string, enabled: boolean) {
  return useQuery({ ...getSpecialistPriceQueryOptions(id), enabled });
}
