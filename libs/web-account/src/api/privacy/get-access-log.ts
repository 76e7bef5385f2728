import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLogPage } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getAccessLog(page: number): Promise<AccessLogPage> {
  return apiRequest<AccessLogPage>(`/privacy/access-log/?page=${page}`);
}

export function getAccessLogQueryOptions(page: number) {
  return queryOptions({ queryKey: ['privacy', 'access-log', page], queryFn: () => getAccessLog(page), placeholderData: keepPreviousData });
}

/** Who else has read the person's data, newest first. */
export function useAccessLog(page: number) {
  return useQuery(getAccessLogQueryOptions(page));
}
