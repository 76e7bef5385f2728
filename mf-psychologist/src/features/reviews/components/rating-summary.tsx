import { lazy, Suspense } from 'react';
import type { ReviewStats } from '@emind/contracts';
import { ratingValues } from '@emind/domain';
import { RatingStars } from '@emind/web-ui/static';
import type { ChartSeries } from '@emind/web-charts';
import { Card, ChartFigures, Heading, SimpleGrid, Skeleton, Text } from '@emind/web-ui';

// The chart's code is only downloaded when the distribution is drawn.
const BarSeriesChart = lazy(() => import('@emind/web-charts').then((m) => ({ default: m.BarSeriesChart<'count'> })));
const series: ChartSeries<'count'>[] = [{ key: 'count', label: 'Valoraciones', color: 'orange.solid' }];

const averageFormat = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Average, total and the 1–5 distribution of the APPROVED reviews, drawn as bars (the figures also as a table for screen readers). */
export function RatingSummary({ stats }: { stats: ReviewStats }) {
  const rows = [...ratingValues].reverse().map((rating) => ({ label: `${rating} ★`, count: stats.rating_distribution[rating] }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="review-stats">
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="md">Calificación promedio</Heading>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">{stats.average_rating === null ? '—' : averageFormat.format(stats.average_rating)}</Text>
          {stats.average_rating === null ? null : <RatingStars rating={stats.average_rating} />}
          <Text color="fg.muted">{stats.total_reviews === 1 ? '1 valoración aprobada' : `${stats.total_reviews} valoraciones aprobadas`}</Text>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="md">Distribución</Heading>
          <ChartFigures caption="Valoraciones por estrellas" rowHeader="Estrellas" columns={[{ key: 'count', label: 'Valoraciones' }]} rows={rows} />
          <Suspense fallback={<Skeleton height="240px" />}>
            <BarSeriesChart data={rows} series={series} horizontal height={240} ariaLabel="Gráfico de valoraciones por número de estrellas" />
          </Suspense>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
