import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import { getTimeOffQueryOptions } from './get-time-off.ts';

export function deleteTimeOff(id: number): Promise<null> {
  return apiRequest<null>(`/schedules/time-off/${id}/`, { method: 'DELETE' });
}

export function useDeleteTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTimeOffQueryOptions().queryKey }),
  });
}
