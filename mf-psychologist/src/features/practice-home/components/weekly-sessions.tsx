import { lazy, Suspense } from 'react';
import type { PsychologistWeek } from '@emind/contracts';
import type { ChartSeries } from '@emind/web-charts';
import { Card, ChartFigures, Heading, Skeleton, Text, WhenNearView } from '@emind/web-ui';
import { useWeeklySessions } from '../api/get-weekly-sessions.ts';

// The chart's code is downloaded only when this card draws, never by another page.
type SessionKey = 'completed' | 'no_show' | 'scheduled';
const BarSeriesChart = lazy(() => import('@emind/web-charts').then((module) => ({ default: module.BarSeriesChart<SessionKey> })));

const series: ChartSeries<SessionKey>[] = [
  { key: 'completed', label: 'Completadas', color: 'blue.solid' },
  { key: 'no_show', label: 'No asistió', color: 'gray.solid' },
  { key: 'scheduled', label: 'Agendadas', color: 'teal.solid' },
];

const sessionCount = (count: number): string => `${count} ${count === 1 ? 'sesión' : 'sesiones'}`;

/** The week's Monday as 'dd/MM'; the current week says so. */
const labelOf = (week: PsychologistWeek): string => (week.is_current ? 'Esta semana' : `${week.week_start.slice(8, 10)}/${week.week_start.slice(5, 7)}`);

/** Sessions per week, the last 12 and the coming 4, by how they ended (or that they are still ahead). */
export function WeeklySessions() {
  const sessions = useWeeklySessions();
  const weeks = sessions.data?.weeks ?? [];
  const rows = weeks.map((week) => ({ label: labelOf(week), completed: week.completed, no_show: week.no_show, scheduled: week.scheduled }));
  const past = weeks.filter((week) => !week.is_future).reduce((sum, week) => sum + week.total, 0);
  const ahead = weeks.filter((week) => week.is_future).reduce((sum, week) => sum + week.total, 0);
  return (
    <Card.Root data-testid="weekly-sessions">
      <Card.Body gap={3}>
        <Heading as="h2" size="md">Sesiones por semana</Heading>
        {sessions.isPending ? (
          <>
            <Skeleton h="5" w="72" />
            <Skeleton h="260px" />
          </>
        ) : null}
        {sessions.isError ? <Text color="red.600">No se pudieron cargar las sesiones por semana.</Text> : null}
        {sessions.data ? (
          <>
            <Text fontSize="sm" color="fg.muted">{sessionCount(past)} en las últimas 12 semanas · {ahead} en las próximas 4</Text>
            {/* Below the fold on a phone: drawn when scrolled near, so it does not hold up the home's start. */}
            <WhenNearView placeholder={<Skeleton h="260px" />}>
              <Suspense fallback={<Skeleton h="260px" />}>
                <BarSeriesChart data={rows} series={series} stacked ariaLabel="Gráfico de sesiones por semana: completadas, no asistidas y agendadas" />
              </Suspense>
            </WhenNearView>
            <ChartFigures caption="Sesiones por semana (semana que empieza el lunes indicado)" rowHeader="Semana" columns={series} rows={rows} />
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
