import { lazy, Suspense } from 'react';
import type { ChartSeries } from '@emind/web-charts';
import { Card, ChartFigures, Heading, Skeleton, Text } from '@emind/web-ui';
import { useWeeklyBookings } from '../api/get-practice-overview.ts';

// The chart's code is only downloaded when this card draws.
type SeriesKey = 'platform' | 'psychologist';
const BarSeriesChart = lazy(() => import('@emind/web-charts').then((m) => ({ default: m.BarSeriesChart<SeriesKey> })));

const series: ChartSeries<SeriesKey>[] = [
  { key: 'platform', label: 'Plataforma (primeras sesiones)', color: 'teal.solid' },
  { key: 'psychologist', label: 'Psicólogos', color: 'purple.solid' },
];

/** 'yyyy-MM-dd' → 'dd/MM', the week's Monday. */
export const weekLabel = (weekStart: string): string => `${weekStart.slice(8, 10)}/${weekStart.slice(5, 7)}`;

const figureColumns = [{ key: 'platform', label: 'Plataforma' }, { key: 'psychologist', label: 'Psicólogos' }] as const;

/** Bookings per week for the last 12 weeks, first sessions (paid to the platform) stacked under the rest. */
export function WeeklyBookings() {
  const bookings = useWeeklyBookings();
  const weeks = bookings.data?.weeks ?? [];
  const data = weeks.map((week) => ({ label: weekLabel(week.week_start), platform: week.platform, psychologist: week.psychologist }));
  const total = weeks.reduce((sum, week) => sum + week.platform + week.psychologist, 0);
  return (
    <Card.Root data-testid="weekly-bookings">
      <Card.Body gap={3}>
        <Heading as="h2" size="md">Reservas por semana</Heading>
        {bookings.isPending && <Skeleton height="260px" />}
        {bookings.isError && <Text color="red.600">No se pudieron cargar las reservas por semana.</Text>}
        {bookings.data && (
          <>
            <Text color="fg.muted" fontSize="sm">{total} reservas en las últimas 12 semanas</Text>
            <Suspense fallback={<Skeleton height="260px" />}>
              <BarSeriesChart data={data} series={series} stacked ariaLabel="Gráfico de reservas por semana: plataforma y psicólogos" />
            </Suspense>
            <ChartFigures caption="Reservas por semana (semana que empieza el lunes indicado)" rowHeader="Semana" columns={figureColumns} rows={data} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
