import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistInput, WaitlistEntry } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getMyWaitlistQueryOptions } from './get-my-waitlist';

export function joinWaitlist(input: JoinWaitlistInput): Promise<WaitlistEntry> {
  return apiRequest<WaitlistEntry>('/waitlist/', { method: 'POST', body: input });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getMyWaitlistQueryOptions().queryKey }),
  });
}
