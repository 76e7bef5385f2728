import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingMeasure, PendingMeasureList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export async function getPendingMeasures(): Promise<PendingMeasure[]> {
  return (await apiRequest<PendingMeasureList>('/measures/pending/')).results;
}

export function getPendingMeasuresQueryOptions() {
  return queryOptions({ queryKey: ['measures', 'pending'], queryFn: getPendingMeasures });
}

export function usePendingMeasures() {
  return useQuery(getPendingMeasuresQueryOptions());
}
