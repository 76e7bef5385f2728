import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedTimeOff, CreateTimeOffInput } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getTimeOffQueryOptions } from './get-time-off.ts';

export function createTimeOff(input: CreateTimeOffInput): Promise<CreatedTimeOff> {
  return apiRequest<CreatedTimeOff>('/schedules/time-off/', { method: 'POST', body: input });
}

export function useCreateTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTimeOffQueryOptions().queryKey }),
  });
}
