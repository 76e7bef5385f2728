import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { ScheduleConfig } from '@emind/domain';

export interface ScheduleResponse {
  schedule_config: ScheduleConfig;
}

export function getSchedule(): Promise<ScheduleResponse> {
  return apiRequest<ScheduleResponse>('/schedules/psychologist_schedule/');
}

export function getScheduleQueryOptions() {
  return queryOptions({ queryKey: ['psychologist', 'schedule'], queryFn: getSchedule });
}

export function useSchedule() {
  return useQuery(getScheduleQueryOptions());
}
