import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingBoleta, PendingBoletaList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

/** Paid sessions the caller received (a psychologist's, or the platform's for an admin) still without a boleta. */
export async function getPendingBoletas(): Promise<PendingBoleta[]> {
  return (await apiRequest<PendingBoletaList>('/billing/boletas/pending/')).results;
}

export function getPendingBoletasQueryOptions() {
  return queryOptions({ queryKey: ['billing', 'boletas', 'pending'], queryFn: getPendingBoletas });
}

export function usePendingBoletas() {
  return useQuery(getPendingBoletasQueryOptions());
}
