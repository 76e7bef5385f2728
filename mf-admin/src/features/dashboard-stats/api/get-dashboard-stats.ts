import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getDashboardStats(): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('/profiles/admin/stats/dashboard/');
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'dashboard-stats'], queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
