import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovedPrice } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

/** Public, no token (spec 1 §7); a failure is silent, the header simply shows no price. */
export function getSpecialistPrice(id: string): Promise<ApprovedPrice> {
  return apiRequest<ApprovedPrice>(`/pricing/psychologist-prices/psychologist/${encodeURIComponent(id)}/`, { anonymous: true });
}

export function getSpecialistPriceQueryOptions(id: string) {
  return queryOptions({ queryKey: ['specialist-price', id], queryFn: () => getSpecialistPrice(id), retry: false });
}

export function useSpecialistPrice(id: string, enabled: boolean) {
  return useQuery({ ...getSpecialistPriceQueryOptions(id), enabled });
}
