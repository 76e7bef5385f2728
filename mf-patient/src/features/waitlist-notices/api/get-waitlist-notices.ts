import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistNotice } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getWaitlistNotices(): Promise<WaitlistNotice[]> {
  return apiRequest<WaitlistNotice[]>('/waitlist/notices/');
}

export function getWaitlistNoticesQueryOptions() {
  return queryOptions({ queryKey: ['waitlist-notices'], queryFn: getWaitlistNotices });
}

export function useWaitlistNotices() {
  return useQuery(getWaitlistNoticesQueryOptions());
}
