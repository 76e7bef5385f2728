import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExport } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export const EXPORTS_PATH = '/privacy/exports/';
/** While the newest export is being prepared its status is asked again this often. */
export const EXPORT_POLL_MS = 5000;

export function getExports(): Promise<DataExport[]> {
  return apiRequest<DataExport[]>(EXPORTS_PATH);
}

export function getExportsQueryOptions() {
  return queryOptions({
    queryKey: ['privacy', 'exports'],
    queryFn: getExports,
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'pending' ? EXPORT_POLL_MS : false),
  });
}

/** The person's exports, newest first. */
export function useExports() {
  return useQuery(getExportsQueryOptions());
}
