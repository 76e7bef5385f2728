import type { PatientLatestMeasures } from '@emind/contracts';
import { chakra, Text } from '@emind/web-ui';
import { latestScoresLabel, OPEN_FLAG_LABEL } from '../lib/measures-labels.ts';

/** Beside an upcoming session's patient: a marker for an open safety flag, and the latest score per questionnaire. */
export function LatestMeasures({ latest }: { latest: PatientLatestMeasures | undefined }) {
  if (!latest) return null;
  return (
    <Text fontSize="xs" lineClamp={1} data-testid="agenda-latest-measures">
      {latest.open_flag ? <chakra.span color="red.600" fontWeight="bold" title={OPEN_FLAG_LABEL} data-testid="agenda-safety-flag">⚠ </chakra.span> : null}
      {latestScoresLabel(latest)}
    </Text>
  );
}
