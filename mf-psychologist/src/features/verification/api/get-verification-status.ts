import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { VerificationStatus } from '@emind/domain';

export interface VerificationStatusResponse {
  verification_status: VerificationStatus;
  verification_status_display: string;
}

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
