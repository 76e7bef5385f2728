import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceConfiguration } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

/** Spec 3 §9: used when the configuration cannot be fetched. */
export const FALLBACK_PRICE_CONFIGURATION: PriceConfiguration = { min_price: 2000, max_price: 15000, platform_fee_percentage: 10 };

export async function getPriceConfiguration(): Promise<PriceConfiguration> {
  try {
    return await apiRequest<PriceConfiguration>('/pricing/configurations/current/');
  } catch {
    return FALLBACK_PRICE_CONFIGURATION;
  }
}

export function getPriceConfigurationQueryOptions() {
  return queryOptions({ queryKey: ['pricing', 'configuration'], queryFn: getPriceConfiguration });
}

export function usePriceConfiguration() {
  return useQuery(getPriceConfigurationQueryOptions());
}
