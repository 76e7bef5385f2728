import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { VerificationDocument } from '@emind/contracts';

export const DOCUMENTS_STALE_MS = 30_000;
export const DOCUMENTS_MAX_RETRIES = 3;

export function getDocuments(): Promise<VerificationDocument[]> {
  return apiRequest<VerificationDocument[]>('/profiles/psychologist-profiles/me/documents/');
}

/** Cached 30 s and retried at most 3 times (spec 3 §7); a fetch in flight is shared, never repeated. */
export function getDocumentsQueryOptions() {
  return queryOptions({
    queryKey: ['psychologist', 'verification-documents'],
    queryFn: getDocuments,
    staleTime: DOCUMENTS_STALE_MS,
    retry: (failures: number) => failures < DOCUMENTS_MAX_RETRIES,
  });
}

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}
