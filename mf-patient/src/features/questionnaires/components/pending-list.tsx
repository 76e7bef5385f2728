import { formatLongDate } from '@emind/domain';
import { LoadError } from '@emind/web-ui/lists';
import { Button, Card, Heading, Spinner, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { usePendingMeasures } from '../api/get-pending-measures';
import { answerHref } from '../hooks/use-opened-assignment';

/** 'Pendientes': what the patient's psychologist asked for and is due now. */
export function PendingList() {
  const pending = usePendingMeasures();
  return (
    <Stack as="section" gap="3" aria-labelledby="pending-measures">
      <Heading as="h2" size="lg" id="pending-measures">Pendientes</Heading>
      {pending.isPending ? <Spinner color="brand.500" aria-label="Cargando cuestionarios pendientes" /> : null}
      {pending.isError ? <LoadError message="Error al cargar tus cuestionarios pendientes" onRetry={() => void pending.refetch()} /> : null}
      {pending.data?.length === 0 ? <Text color="fg.muted">No tienes cuestionarios pendientes</Text> : null}
      {pending.data?.map((measure) => (
        <Card.Root key={measure.assignment} as="article" variant="outline" aria-label={measure.instrument_name}>
          <Card.Body display="flex" flexDirection={{ base: 'column', sm: 'row' }} gap="3" justifyContent="space-between">
            <Stack gap="0.5">
              <Text fontWeight="semibold">{measure.instrument_name}</Text>
              <Text fontSize="sm" color="fg.muted">
                Te lo pidió {measure.psychologist_name} el {formatLongDate(measure.due_at)}
              </Text>
            </Stack>
            <Button asChild colorPalette="brand" alignSelf={{ base: 'start', sm: 'center' }}>
              <RouterLink to={answerHref(measure.assignment)}>Responder</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
