import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovedPrice, SuggestedPrice } from '@emind/contracts';
import { ApiError, apiRequest } from '@emind/web-api';

export interface PsychologistPrices {
  suggested: number | null;
  approved: number | null;
}

/** A 404 means no price of that kind yet. */
async function priceOrNull(path: string): Promise<number | null> {
  try {
    const { price } = await apiRequest<ApprovedPrice | SuggestedPrice>(path);
    return price;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function getPsychologistPrices(id: number): Promise<PsychologistPrices> {
  const [suggested, approved] = await Promise.all([
    priceOrNull(`/pricing/suggested-prices/psychologist/${id}/`),
    priceOrNull(`/pricing/psychologist-prices/psychologist/${id}/`),
  ]);
  return { suggested, approved };
}

export function getPsychologistPricesQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin', 'psychologist-prices', id], queryFn: () => getPsychologistPrices(id) });
}

export function usePsychologistPrices(id: number) {
  return useQuery(getPsychologistPricesQueryOptions(id));
}
