import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getMyWaitlist(): Promise<WaitlistEntry[]> {
  return apiRequest<WaitlistEntry[]>('/waitlist/');
}

export function getMyWaitlistQueryOptions() {
  return queryOptions({ queryKey: ['waitlist', 'mine'], queryFn: getMyWaitlist });
}

export function useMyWaitlist() {
  return useQuery(getMyWaitlistQueryOptions());
}
