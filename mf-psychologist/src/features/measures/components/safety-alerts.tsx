import { Link as RouterLink } from 'react-router-dom';
import { formatLongDate } from '@emind/domain';
import { Alert, Button, Flex, Link, Stack, Text } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { useReviewFlag } from '../api/review-flag.ts';
import { CrisisLinesToPassOn } from './crisis-lines-to-pass-on.tsx';
import { useOpenSafetyFlags } from '../api/get-open-safety-flags.ts';
import { LoadError } from '@emind/web-ui/lists';

const title = (count: number): string => (count === 1 ? 'Un paciente necesita tu atención' : `${count} alertas de pacientes que necesitan tu atención`);
const what = (count: number): string =>
  count === 1
    ? 'Respondió en el PHQ-9 que ha tenido pensamientos de muerte o de hacerse daño (pregunta 9). Revisa su ficha y contáctalo(a).'
    : 'Respondieron en el PHQ-9 que han tenido pensamientos de muerte o de hacerse daño (pregunta 9). Revisa sus fichas y contáctalos.';

/**
 * The first thing on the psychologist's home while a safety flag is unreviewed: who, when, their page, 'Marcar como
 * revisado', and the help lines to pass on (a tap to call on a phone). Nothing while there are none.
 */
export function SafetyAlerts() {
  const flags = useOpenSafetyFlags();
  const review = useReviewFlag();
  if (flags.isError) {
    return (
      <LoadError message="No pudimos revisar si tienes alertas de seguridad." onRetry={() => void flags.refetch()} />
    );
  }
  const open = flags.data?.results ?? [];
  if (open.length === 0) return null;
  return (
    <Alert.Root status="error" variant="outline" alignItems="start" data-testid="safety-alerts">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title fontSize="lg">{title(open.length)}</Alert.Title>
        <Text>{what(open.length)}</Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {open.map((flag) => (
            <Flex as="li" key={flag.id} gap="3" align="center" wrap="wrap" data-testid="safety-alert">
              <Link asChild fontWeight="bold" color="red.800">
                <RouterLink to={paths.patient.getHref(flag.patient)}>{flag.patient_name}</RouterLink>
              </Link>
              <Text as="span" flex="1">respondió el {formatLongDate(flag.raised_at)}</Text>
              <Button size="sm" colorPalette="red" loading={review.isPending && review.variables === flag.id} onClick={() => review.mutate(flag.id)}>
                Marcar como revisado
              </Button>
            </Flex>
          ))}
        </Stack>
        {review.isError ? <Text color="red.700" fontSize="sm">No se pudo marcar la alerta como revisada. Por favor, intenta de nuevo.</Text> : null}
        <CrisisLinesToPassOn />
      </Alert.Content>
    </Alert.Root>
  );
}
