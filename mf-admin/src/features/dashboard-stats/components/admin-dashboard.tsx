import { useDeferredValue, type ReactNode } from 'react';
import { Center, Grid, Spinner, Stack } from '@emind/web-ui';
import { NetworkError } from '@emind/web-api';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { getDashboardStatsQueryOptions, useDashboardStats } from '../api/get-dashboard-stats.ts';
import { getPendingPsychologistsQueryOptions, usePendingPsychologists } from '../api/get-pending-psychologists.ts';
import {
  getPendingPaymentsQueryOptions, getWeeklyBookingsQueryOptions, PaymentsToVerify, usePendingPayments, useWeeklyBookings, WeeklyBookings,
} from '../../practice-overview/index.ts';
import { PendingPsychologists } from './pending-psychologists.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StatCards } from './stat-cards.tsx';
import { SystemInfo } from './system-info.tsx';

/** The admin home below the greeting: counts, actions, the verification queue; an error state, never sample counts. */
export function AdminDashboard({ aside }: { aside?: ReactNode }) {
  const stats = useDashboardStats();
  // The cards' first answers, asked for together: the dashboard is drawn once each is in (or has failed), so a list
  // arriving after the rest (the verification queue, up to 3 rows) does not push the cards under it down.
  const cards = [usePendingPsychologists(), usePendingPayments(), useWeeklyBookings()];
  const known = cards.every((card) => !card.isPending) ? stats.data : undefined;
  // The counts' arrival re-renders synchronously (react-query's store); the dashboard under them is drawn by the
  // deferred render that follows, which React splits into short tasks instead of one long one on a phone.
  const data = useDeferredValue(known);
  const queryClient = useQueryClient();
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: getDashboardStatsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: getPendingPsychologistsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: getPendingPaymentsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: getWeeklyBookingsQueryOptions().queryKey });
  };

  if (stats.isError) {
    return (
      <ErrorPanel
        title="No se pudieron cargar las estadísticas del dashboard"
        description={stats.error instanceof NetworkError ? 'No se pudieron cargar los datos del dashboard. Verifica la conexión al servidor.' : undefined}
        retryLabel="Intentar nuevamente"
        onRetry={refreshAll}
      />
    );
  }
  if (data === undefined) return <Center py={10}><Spinner size="lg" /></Center>;
  return (
    <Stack gap={6}>
      <StatCards stats={data} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={6} alignItems="start">
        <Stack gap={6}>
          <QuickActions />
          <PaymentsToVerify />
          {aside}
        </Stack>
        <Stack gap={6}>
          <PendingPsychologists />
          <WeeklyBookings />
        </Stack>
      </Grid>
      <SystemInfo stats={data} refreshing={stats.isFetching} onRefresh={refreshAll} />
    </Stack>
  );
}
