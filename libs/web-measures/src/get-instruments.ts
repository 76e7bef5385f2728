import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstrumentDto, InstrumentList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

/** PHQ-9 and GAD-7 as the screens show them (items, options, bands): the patient answers them, the psychologist charts them. */
export async function getInstruments(): Promise<InstrumentDto[]> {
  return (await apiRequest<InstrumentList>('/measures/instruments/')).results;
}

/** They change with a release, not while a page is open. */
export function getInstrumentsQueryOptions() {
  return queryOptions({ queryKey: ['measures', 'instruments'], queryFn: getInstruments, staleTime: Infinity });
}

export function useInstruments() {
  return useQuery(getInstrumentsQueryOptions());
}
