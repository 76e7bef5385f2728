import type { PatientSummary } from '@emind/contracts';
import { ApiError, apiRequest } from '@emind/web-api';

export const PATIENTS_TIMEOUT_MS = 10_000;
const MAX_RETRIES = 3;

/** One patients call (admin or psychologist list, or a patient), aborted after 10 s (spec 3 §7). */
export async function requestPatients<T>(path: string, signal?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PATIENTS_TIMEOUT_MS);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    return await apiRequest<T>(path, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** The whole list, searched, filtered and sorted on screen (spec 3 §5). */
export async function requestPatientList(path: string, signal?: AbortSignal): Promise<PatientSummary[]> {
  const data = await requestPatients<PatientSummary[] | { results: PatientSummary[] }>(path, signal);
  return Array.isArray(data) ? data : data.results;
}

export function isCredentialsError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Spec 3 §8: three retries with exponential back-off; a refused request (4xx) will not improve. */
export const patientsRetry = {
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < MAX_RETRIES,
  retryDelay: (attempt: number) => 1000 * 2 ** attempt,
};

/** Writes the toggled patient into the cached list. */
export function withUpdatedPatient(updated: PatientSummary) {
  return (old: PatientSummary[] | undefined) => old?.map((patient) => (patient.id === updated.id ? { ...patient, ...updated } : patient));
}
