import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDay } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getAvailableDays(psychologistId: string): Promise<AvailableDay[]> {
  return apiRequest<AvailableDay[]>(`/schedules/psychologist/${encodeURIComponent(psychologistId)}/available-days/`);
}

export function getAvailableDaysQueryOptions(psychologistId: string) {
  return queryOptions({ queryKey: ['available-days', psychologistId], queryFn: () => getAvailableDays(psychologistId), staleTime: 0 });
}

export function useAvailableDays(psychologistId: string) {
  return useQuery(getAvailableDaysQueryOptions(psychologistId));
}
