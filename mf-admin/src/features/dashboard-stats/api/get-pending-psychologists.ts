import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PsychologistList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { pendingVerificationStatuses } from '../../../config/verification.ts';

export const PENDING_LIST_SIZE = 3;

export function getPendingPsychologists(): Promise<PsychologistList> {
  const query = `verification_status__in=${pendingVerificationStatuses.join(',')}&limit=${PENDING_LIST_SIZE}`;
  return apiRequest<PsychologistList>(`/profiles/admin/psychologists/?${query}`);
}

export function getPendingPsychologistsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'pending-psychologists'], queryFn: getPendingPsychologists });
}

export function usePendingPsychologists() {
  return useQuery(getPendingPsychologistsQueryOptions());
}
