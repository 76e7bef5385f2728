import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistCount } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getWaitlistCount(): Promise<WaitlistCount> {
  return apiRequest<WaitlistCount>('/waitlist/count/');
}

export function getWaitlistCountQueryOptions() {
  return queryOptions({ queryKey: ['waitlist-count'], queryFn: getWaitlistCount });
}

export function useWaitlistCount() {
  return useQuery(getWaitlistCountQueryOptions());
}
