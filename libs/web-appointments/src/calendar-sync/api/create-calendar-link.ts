import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getCalendarLinkQueryOptions } from './get-calendar-link.ts';

export const createCalendarLink = (): Promise<CalendarLink> => apiRequest<CalendarLink>('/calendar/link/', { method: 'POST', body: {} });

/** 'Generar enlace': a new address; the server revokes the earlier one. */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCalendarLinkQueryOptions().queryKey }),
  });
}
