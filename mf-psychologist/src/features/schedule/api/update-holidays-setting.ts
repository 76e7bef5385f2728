import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffOverview } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getTimeOffQueryOptions } from './get-time-off.ts';

export function updateHolidaysSetting(skip_holidays: boolean): Promise<TimeOffOverview> {
  return apiRequest<TimeOffOverview>('/schedules/time-off/holidays/', { method: 'PATCH', body: { skip_holidays } });
}

export function useUpdateHolidaysSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHolidaysSetting,
    onSuccess: (data) => queryClient.setQueryData(getTimeOffQueryOptions().queryKey, data),
  });
}
