import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLogPage } from '@emind/contracts';
import { ApiError, apiRequest } from '@emind/web-api';

/** What the admin typed, as sent: '' leaves a filter out. */
export interface AccessLogFilters {
  /** The person whose data was read: a user id or an e-mail. */
  subject: string;
  /** Who read it: a user id or an e-mail. */
  actor: string;
  /** yyyy-mm-dd, Chile's calendar. */
  from: string;
  to: string;
}

export const noAccessLogFilters: AccessLogFilters = { subject: '', actor: '', from: '', to: '' };

function listPath(filters: AccessLogFilters, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value.trim()) query.set(name, value.trim());
  }
  query.set('page', String(page));
  return `/admin/access-log/?${query.toString()}`;
}

/** A refused filter is the admin's to fix, not a passing failure worth asking again. */
const retryUnlessRefused = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 1;

export function getAccessLogQueryOptions(filters: AccessLogFilters, page: number) {
  return queryOptions({
    queryKey: ['admin', 'access-log', filters, page],
    queryFn: ({ signal }) => apiRequest<AccessLogPage>(listPath(filters, page), { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useAccessLog(filters: AccessLogFilters, page: number) {
  return useQuery(getAccessLogQueryOptions(filters, page));
}
