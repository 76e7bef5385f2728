import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboardStats } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getDashboardStats(): Promise<ClientDashboardStats> {
  return apiRequest<ClientDashboardStats>('/appointments/dashboard-stats/');
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: ['client-dashboard-stats'], queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
