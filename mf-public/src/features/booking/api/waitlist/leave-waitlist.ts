import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import { getMyWaitlistQueryOptions } from './get-my-waitlist';

export async function leaveWaitlist(id: number): Promise<void> {
  await apiRequest<unknown>(`/waitlist/${id}/`, { method: 'DELETE' });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMyWaitlistQueryOptions().queryKey }),
  });
}
