import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { ScheduleConfig } from '@emind/domain';
import type { ScheduleResponse } from '@emind/contracts';
import { getScheduleQueryOptions } from './get-schedule.ts';

export function updateSchedule(schedule_config: ScheduleConfig): Promise<ScheduleResponse> {
  return apiRequest<ScheduleResponse>('/schedules/psychologist-schedule/update/', { method: 'PATCH', body: { schedule_config } });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (data) => queryClient.setQueryData(getScheduleQueryOptions().queryKey, data),
  });
}
