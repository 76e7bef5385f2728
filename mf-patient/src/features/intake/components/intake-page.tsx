import { formatLongDate } from '@emind/domain';
import { LoadError } from '@emind/web-ui/lists';
import { Heading, Spinner, Stack, Text } from '@emind/web-ui';
import { useIntake } from '../api/get-intake';
import { IntakeForm } from './intake-form';

/** 'Ficha de ingreso': what the patient's psychologist reads before the first session, and the online consent. */
export function IntakePage() {
  const intake = useIntake();
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">Ficha de ingreso</Heading>
        <Text color="fg.muted">Solo la ve el psicólogo o psicóloga con quien tienes sesiones.</Text>
        {intake.data ? <Text fontSize="sm" color="fg.muted">Última actualización: {formatLongDate(intake.data.updated_at)}</Text> : null}
      </Stack>
      {intake.isPending ? <Spinner color="brand.500" aria-label="Cargando tu ficha de ingreso" /> : null}
      {intake.isError ? <LoadError message="No pudimos cargar tu ficha de ingreso" onRetry={() => void intake.refetch()} /> : null}
      {intake.isSuccess ? <IntakeForm intake={intake.data} /> : null}
    </Stack>
  );
}
