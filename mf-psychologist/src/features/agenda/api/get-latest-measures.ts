import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestMeasures } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getLatestMeasures(patients: readonly number[]): Promise<LatestMeasures> {
  return apiRequest<LatestMeasures>(`/measures/latest/?patients=${patients.join(',')}`);
}

/** Keyed by the patients asked about, in id order, so the same patients in another order reuse the answer. */
export function getLatestMeasuresQueryOptions(patients: readonly number[]) {
  const ids = [...new Set(patients)].sort((a, b) => a - b);
  return queryOptions({ queryKey: ['agenda', 'measures', ids], queryFn: () => getLatestMeasures(ids) });
}

/** The latest scores and open safety flags of the shown sessions' patients (none asked when there are none). */
export function useLatestMeasures(patients: readonly number[]) {
  return useQuery({ ...getLatestMeasuresQueryOptions(patients), enabled: patients.length > 0, placeholderData: keepPreviousData });
}
