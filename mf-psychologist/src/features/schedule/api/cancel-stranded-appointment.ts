import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffOverview } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getTimeOffQueryOptions } from './get-time-off.ts';

export function cancelStrandedAppointment(id: number): Promise<TimeOffOverview> {
  return apiRequest<TimeOffOverview>(`/schedules/time-off/stranded/${id}/cancel/`, { method: 'PATCH' });
}

export function useCancelStrandedAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelStrandedAppointment,
    onSuccess: (data) => queryClient.setQueryData(getTimeOffQueryOptions().queryKey, data),
  });
}
