import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeasureResponse, OwnMeasures } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export async function getOwnMeasures(): Promise<MeasureResponse[]> {
  return (await apiRequest<OwnMeasures>('/measures/mine/')).results;
}

export function getOwnMeasuresQueryOptions() {
  return queryOptions({ queryKey: ['measures', 'mine'], queryFn: getOwnMeasures });
}

export function useOwnMeasures() {
  return useQuery(getOwnMeasuresQueryOptions());
}
