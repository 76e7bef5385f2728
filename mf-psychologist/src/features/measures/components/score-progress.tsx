import { lazy, Suspense } from 'react';
import type { InstrumentDto, PatientMeasures } from '@emind/contracts';
import { Card, Heading, Skeleton, Stack, Text, WhenNearView } from '@emind/web-ui';
import { ScoreTable } from '@emind/web-measures';
import { scoreChart } from '../lib/score-chart.ts';

// The chart's code is downloaded after the page is drawn, and only when a patient has scores.
const ScoreTrendChart = lazy(() => import('@emind/web-charts').then((module) => ({ default: module.ScoreTrendChart })));

const CHART_HEIGHT = 240;

/** 'Evolución': per questionnaire answered, the scores over time on its severity bands, with the sessions marked. */
export function ScoreProgress({ measures, instruments }: { measures: PatientMeasures; instruments: readonly InstrumentDto[] }) {
  const answered = instruments
    .map((instrument) => ({ instrument, responses: measures.responses.filter((response) => response.instrument === instrument.id) }))
    .filter(({ responses }) => responses.length > 0);
  if (answered.length === 0) return <Text color="fg.muted" fontSize="sm">El paciente aún no responde cuestionarios.</Text>;
  const now = new Date();
  return (
    <Stack gap={4}>
      {answered.map(({ instrument, responses }) => (
        <Card.Root key={instrument.id} variant="outline" data-testid={`score-progress-${instrument.id}`}>
          <Card.Body gap={3} p={4}>
            <Heading as="h4" size="sm">{instrument.name}</Heading>
            <WhenNearView placeholder={<Skeleton h={`${CHART_HEIGHT}px`} />}>
              <Suspense fallback={<Skeleton h={`${CHART_HEIGHT}px`} />}>
                <ScoreTrendChart
                  {...scoreChart(instrument, responses, measures.session_starts, now)}
                  height={CHART_HEIGHT}
                  ariaLabel={`Gráfico de puntajes del ${instrument.name} en el tiempo, sobre sus niveles de severidad, con las sesiones marcadas`}
                />
              </Suspense>
            </WhenNearView>
            {/* The chart's text alternative, also read by sighted users, newest first. */}
            <ScoreTable responses={[...responses].reverse()} caption={`Puntajes del ${instrument.name}`} testId="score-table" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
