import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatusResponse } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getVerificationStatus(): Promise<VerificationStatusResponse> {
  return apiRequest<VerificationStatusResponse>('/profiles/psychologist-profiles/me/verification-status/');
}

export function getVerificationStatusQueryOptions() {
  return queryOptions({
    queryKey: ['psychologist', 'verification-status'],
    queryFn: getVerificationStatus,
  });
}

export function useVerificationStatus() {
  return useQuery(getVerificationStatusQueryOptions());
}
