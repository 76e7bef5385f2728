import { lazy, Suspense } from 'react';
import type { ReviewStats } from '@emind/contracts';
import { ratingValues } from '@emind/domain';
import { RatingStars } from '@emind/web-appointments';
import type { ChartSeries } from '@emind/web-charts';
import { Card, Heading, List, SimpleGrid, Skeleton, Stack, Text } from '@emind/web-ui';

// recharts is only downloaded when the distribution is drawn.
const BarSeriesChart = lazy(() => import('@emind/web-charts').then((m) => ({ default: m.BarSeriesChart<'count'> })));
const series: ChartSeries<'count'>[] = [{ key: 'count', label: 'Valoraciones', color: 'orange.solid' }];

/** Average, total and the 1–5 distribution of the APPROVED reviews: figures as text, and drawn as bars. */
export function RatingSummary({ stats }: { stats: ReviewStats }) {
  const rows = [...ratingValues].reverse().map((rating) => ({ label: `${rating} ★`, count: stats.rating_distribution[rating] }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="review-stats">
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="md">Calificación promedio</Heading>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">{stats.average_rating === null ? '—' : stats.average_rating.toFixed(1)}</Text>
          {stats.average_rating === null ? null : <RatingStars rating={stats.average_rating} />}
          <Text color="fg.muted">{stats.total_reviews === 1 ? '1 valoración aprobada' : `${stats.total_reviews} valoraciones aprobadas`}</Text>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="md">Distribución</Heading>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="center">
            <List.Root variant="plain" fontSize="sm" minW="24" aria-label="Valoraciones por estrellas">
              {rows.map((row) => <List.Item key={row.label}>{row.label}: {row.count}</List.Item>)}
            </List.Root>
            <Stack flex="1" w="full">
              <Suspense fallback={<Skeleton height="240px" />}>
                <BarSeriesChart data={rows} series={series} horizontal height={240} ariaLabel="Gráfico de valoraciones por número de estrellas" />
              </Suspense>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
