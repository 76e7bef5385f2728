import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PsychologistStats } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getPsychologistStats(): Promise<PsychologistStats> {
  return apiRequest<PsychologistStats>('/appointments/psychologist-stats/');
}

export function getPsychologistStatsQueryOptions() {
  return queryOptions({ queryKey: ['psychologist', 'stats'], queryFn: getPsychologistStats });
}

export function usePsychologistStats() {
  return useQuery(getPsychologistStatsQueryOptions());
}
