import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarLinkStatus } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export const getCalendarLink = (): Promise<CalendarLinkStatus> => apiRequest<CalendarLinkStatus>('/calendar/link/');

export function getCalendarLinkQueryOptions() {
  return queryOptions({ queryKey: ['calendar-link'], queryFn: getCalendarLink });
}

/** Whether the person already has a subscription address (the address itself is never sent again). */
export function useCalendarLink() {
  return useQuery(getCalendarLinkQueryOptions());
}
