import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PsychologistList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { pendingVerificationStatuses } from '../../../config/verification.ts';

export type StatusFilter = 'all' | 'verified' | 'pending' | 'rejected';

export const statusFilterOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'verified', label: 'Verificado' },
  { value: 'pending', label: 'Pendiente' },
  { value: 'rejected', label: 'Rechazado' },
];

export interface PsychologistListParams {
  search: string;
  status: StatusFilter;
}

function queryString({ search, status }: PsychologistListParams): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status === 'verified') params.set('verification_status', 'VERIFIED');
  if (status === 'rejected') params.set('verification_status', 'REJECTED');
  if (status === 'pending') params.set('verification_status__in', pendingVerificationStatuses.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function getPsychologists(params: PsychologistListParams): Promise<PsychologistList> {
  return apiRequest<PsychologistList>(`/profiles/admin/psychologists/${queryString(params)}`);
}

export function getPsychologistsQueryOptions(params: PsychologistListParams) {
  return queryOptions({
    queryKey: ['admin', 'psychologists', params],
    queryFn: () => getPsychologists(params),
    placeholderData: keepPreviousData,
  });
}

export function usePsychologists(params: PsychologistListParams) {
  return useQuery(getPsychologistsQueryOptions(params));
}
