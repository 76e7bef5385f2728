import type { SafetyFlag } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Alert, Button, Stack, Text } from '@emind/web-ui';
import { useReviewFlag } from '../api/review-flag.ts';
import { CrisisLinesToPassOn } from './crisis-lines-to-pass-on.tsx';

/** Open safety flags first, each until the psychologist marks it reviewed. */
export function SafetyFlags({ flags }: { flags: readonly SafetyFlag[] }) {
  const review = useReviewFlag();
  if (flags.length === 0) return null;
  return (
    <Stack gap={3}>
      {flags.map((flag) => (
        <Alert.Root key={flag.id} status="error" variant="outline" role="alert" data-testid="safety-flag" alignItems="center" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="60%">
            <Alert.Title>El paciente indicó pensamientos de muerte o de hacerse daño (PHQ-9, pregunta 9)</Alert.Title>
            <Alert.Description>Respondido el {formatLongDate(flag.raised_at)}.</Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="red" loading={review.isPending && review.variables === flag.id} onClick={() => review.mutate(flag.id)}>
            Marcar como revisado
          </Button>
        </Alert.Root>
      ))}
      {review.isError ? <Text color="red.600" fontSize="sm">No se pudo marcar la alerta como revisada. Por favor, intenta de nuevo.</Text> : null}
      <CrisisLinesToPassOn />
    </Stack>
  );
}
