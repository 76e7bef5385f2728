import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PatientDetail, PatientSummary } from '@emind/contracts';
import { ApiError, apiRequest } from '@emind/web-api';

export const PATIENTS_TIMEOUT_MS = 10_000;
const MAX_RETRIES = 3;

/** One patients call, aborted after 10 s (spec 3 §7) or when the caller's signal aborts. */
async function withinTimeout<T>(call: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PATIENTS_TIMEOUT_MS);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** The whole list (the admin's or a psychologist's), searched, filtered and sorted on screen (spec 3 §5). */
export function requestPatientList(path: string, signal?: AbortSignal): Promise<PatientSummary[]> {
  return withinTimeout((timed) => apiRequest<PatientSummary[]>(path, { signal: timed }), signal);
}

/** One of a psychologist's patients, with their sessions. */
export function requestPatient(path: string, signal?: AbortSignal): Promise<PatientDetail> {
  return withinTimeout((timed) => apiRequest<PatientDetail>(path, { signal: timed }), signal);
}

export function isCredentialsError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Spec 3 §8: three retries with exponential back-off; a refused request (4xx) will not improve. */
export const patientsRetry = {
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < MAX_RETRIES,
  retryDelay: (attempt: number) => 1000 * 2 ** attempt,
};

/**
 * Writes the toggled patient into the cached list. A list fetch still in flight ('Actualizar' pressed just before)
 * began before the toggle, so its answer would bring the old state back: it is cancelled first.
 */
export async function writeToggledPatient(queryClient: QueryClient, listKey: QueryKey, updated: PatientSummary): Promise<void> {
  await queryClient.cancelQueries({ queryKey: listKey, exact: true });
  queryClient.setQueryData<PatientSummary[]>(listKey, (old) => old?.map((patient) => (patient.id === updated.id ? { ...patient, ...updated } : patient)));
}
