import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenSafetyFlagList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getOpenSafetyFlags(): Promise<OpenSafetyFlagList> {
  return apiRequest<OpenSafetyFlagList>('/measures/flags/');
}

export function getOpenSafetyFlagsQueryOptions() {
  return queryOptions({ queryKey: ['psychologist', 'safety-flags'], queryFn: getOpenSafetyFlags });
}

/** The psychologist's unreviewed safety flags, with the patient's name. */
export function useOpenSafetyFlags() {
  return useQuery(getOpenSafetyFlagsQueryOptions());
}
