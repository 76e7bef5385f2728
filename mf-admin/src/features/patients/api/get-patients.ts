import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@emind/web-api';
import type { Patient } from '../types.ts';

export const PATIENTS_TIMEOUT_MS = 10_000;
const MAX_RETRIES = 3;

/** The list is fetched whole and searched, filtered and sorted here (spec 3 §5); 10 s abort. */
export async function getPatients(signal?: AbortSignal): Promise<Patient[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PATIENTS_TIMEOUT_MS);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    const data = await apiRequest<Patient[] | { results: Patient[] }>('/profiles/admin/patients/', { signal: controller.signal });
    return Array.isArray(data) ? data : data.results;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

export function isCredentialsError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function getPatientsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'patients'],
    queryFn: ({ signal }) => getPatients(signal),
    // Spec 3 §8: three retries with exponential back-off; a refused credential will not improve.
    retry: (count, error) => !isCredentialsError(error) && !(error instanceof ApiError && error.status < 500) && count < MAX_RETRIES,
    retryDelay: (attempt) => 1000 * 2 ** attempt,
  });
}

export function usePatients() {
  return useQuery(getPatientsQueryOptions());
}
