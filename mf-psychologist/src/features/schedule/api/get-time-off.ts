import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffOverview } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getTimeOff(): Promise<TimeOffOverview> {
  return apiRequest<TimeOffOverview>('/schedules/time-off/');
}

export function getTimeOffQueryOptions() {
  return queryOptions({ queryKey: ['psychologist', 'time-off'], queryFn: getTimeOff });
}

export function useTimeOff() {
  return useQuery(getTimeOffQueryOptions());
}
