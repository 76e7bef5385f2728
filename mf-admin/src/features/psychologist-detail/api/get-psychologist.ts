import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@emind/web-api';
import type { PsychologistDetail } from '@emind/contracts';

export function getPsychologist(id: number): Promise<PsychologistDetail> {
  return apiRequest<PsychologistDetail>(`/profiles/admin/psychologists/${id}/`);
}

export function getPsychologistQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'psychologist', id],
    queryFn: () => getPsychologist(id),
    // A 403 or 404 will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function usePsychologist(id: number, enabled: boolean) {
  return useQuery({ ...getPsychologistQueryOptions(id), enabled });
}
