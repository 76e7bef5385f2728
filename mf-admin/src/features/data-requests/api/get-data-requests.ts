import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataRequestsPage } from '@emind/contracts';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '@emind/domain';
import { apiRequest } from '@emind/web-api';

export interface DataRequestFilters {
  /** '' for every kind or status. */
  kind: PrivacyRequestKind | '';
  status: PrivacyRequestStatus | '';
  page: number;
}

export const noDataRequestFilters: DataRequestFilters = { kind: '', status: '', page: 1 };

function listPath({ kind, status, page }: DataRequestFilters): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (status) query.set('status', status);
  query.set('page', String(page));
  return `/admin/data-requests/?${query.toString()}`;
}

export function getDataRequestsQueryOptions(filters: DataRequestFilters) {
  return queryOptions({
    queryKey: ['admin', 'data-requests', filters],
    queryFn: ({ signal }) => apiRequest<DataRequestsPage>(listPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDataRequests(filters: DataRequestFilters) {
  return useQuery(getDataRequestsQueryOptions(filters));
}
