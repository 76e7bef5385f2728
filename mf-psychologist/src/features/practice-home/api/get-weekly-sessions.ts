import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PsychologistWeeklySessions } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

/** Sessions per week: the last 12 weeks (this one included) and the coming 4. */
export function getWeeklySessions(): Promise<PsychologistWeeklySessions> {
  return apiRequest<PsychologistWeeklySessions>('/appointments/psychologist-weekly-sessions/');
}

export function getWeeklySessionsQueryOptions() {
  return queryOptions({ queryKey: ['psychologist', 'weekly-sessions'], queryFn: getWeeklySessions });
}

export function useWeeklySessions() {
  return useQuery(getWeeklySessionsQueryOptions());
}
