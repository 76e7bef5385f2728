import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleResponse } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { normalizeSchedule } from '../lib/schedule.ts';

export async function getPsychologistSchedule(id: number) {
  const raw = await apiRequest<ScheduleResponse>(`/schedules/psychologist/${id}/`);
  return { raw, days: normalizeSchedule(raw) };
}

export function getPsychologistScheduleQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin', 'psychologist-schedule', id], queryFn: () => getPsychologistSchedule(id) });
}

export function usePsychologistSchedule(id: number) {
  return useQuery(getPsychologistScheduleQueryOptions(id));
}
