import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';

/** GET /profiles/admin/stats/dashboard/; clientUsers may be missing on older servers. */
export interface DashboardStats {
  totalUsers: number;
  verifiedUsers: number;
  pendingUsers: number;
  rejectedUsers: number;
  clientUsers?: number | null;
}

export function getDashboardStats(): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('/profiles/admin/stats/dashboard/');
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'dashboard-stats'], queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
