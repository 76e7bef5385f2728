import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { VerificationStatus } from '@emind/domain';
import { pendingVerificationStatuses } from '../../../config/verification.ts';

export const PENDING_LIST_SIZE = 3;

export interface PendingPsychologist {
  id: number;
  user: { id: number; first_name: string; last_name: string; email: string };
  professional_title: string | null;
  verification_status: VerificationStatus;
  verification_status_display: string | null;
  created_at: string;
}

export function getPendingPsychologists(): Promise<{ count: number; results: PendingPsychologist[] }> {
  const query = `verification_status__in=${pendingVerificationStatuses.join(',')}&limit=${PENDING_LIST_SIZE}`;
  return apiRequest(`/profiles/admin/psychologists/?${query}`);
}

export function getPendingPsychologistsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'pending-psychologists'], queryFn: getPendingPsychologists });
}

export function usePendingPsychologists() {
  return useQuery(getPendingPsychologistsQueryOptions());
}
