import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleResponse } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getSchedule(): Promise<ScheduleResponse> {
  return apiRequest<ScheduleResponse>('/schedules/psychologist_schedule/');
}

export function getScheduleQueryOptions() {
  return queryOptions({ queryKey: ['psychologist', 'schedule'], queryFn: getSchedule });
}

export function useSchedule() {
  return useQuery(getScheduleQueryOptions());
}
