import { useMutation } from '@tanstack/react-query';
import type { ErasureAccepted, ErasureBlocked, ErasureInput } from '@emind/contracts';
import { ApiError, apiRequest } from '@emind/web-api';

export function requestErasure(body: ErasureInput): Promise<ErasureAccepted> {
  return apiRequest<ErasureAccepted>('/privacy/erasure/', { method: 'POST', body });
}

export function useRequestErasure() {
  return useMutation({ mutationFn: requestErasure });
}

/** The 409 `erasure_blocked`'s body: the upcoming sessions that stop the erasure. */
export function blockedErasure(error: unknown): ErasureBlocked | null {
  if (!(error instanceof ApiError) || error.code !== 'erasure_blocked') return null;
  const data = error.data as Partial<ErasureBlocked>;
  return Array.isArray(data.sessions) ? { code: 'erasure_blocked', detail: data.detail ?? '', sessions: data.sessions } : null;
}
