import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessGroupsPage } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getAccessLog(page: number): Promise<AccessGroupsPage> {
  return apiRequest<AccessGroupsPage>(`/privacy/access-log/?page=${page}`);
}

export function getAccessLogQueryOptions(page: number) {
  return queryOptions({ queryKey: ['privacy', 'access-log', page], queryFn: () => getAccessLog(page), placeholderData: keepPreviousData });
}

/** Who else has read the person's data, grouped by reader and kind, latest first. */
export function useAccessLog(page: number) {
  return useQuery(getAccessLogQueryOptions(page));
}
