import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, HStack, Link, Spinner, Stack, Text } from '@emind/web-ui';
import { formatLongDate } from '@emind/domain';
import { paths } from '../../../config/paths.ts';
import { VerificationStatusBadge } from '../../../components/status-badge.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { adminErrorMessage } from '../../../lib/admin-error-message.ts';
import { displayName } from '../../../lib/display-name.ts';
import { usePendingPsychologists } from '../api/get-pending-psychologists.ts';

/** The verification queue: the three newest psychologists waiting for review. */
export function PendingPsychologists() {
  const query = usePendingPsychologists();
  return (
    <Card.Root>
      <Card.Body gap={4}>
        <Heading as="h2" size="md">Psicólogos pendientes de verificación</Heading>
        {query.isPending ? <Spinner /> : null}
        {query.isError ? (
          <ErrorPanel title="Error al cargar la lista de psicólogos" description={adminErrorMessage(query.error)} retryLabel="Intentar nuevamente" onRetry={() => void query.refetch()} />
        ) : null}
        {query.data && query.data.results.length === 0 ? (
          <Stack align="center" textAlign="center" py={4} gap={2}>
            <Text fontWeight="semibold">No hay psicólogos pendientes</Text>
            <Text color="fg.muted">¡Todos los psicólogos han sido revisados!</Text>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>Verificar nuevamente</Button>
          </Stack>
        ) : null}
        {query.data && query.data.results.length > 0 ? (
          <Stack gap={3} as="ul" listStyleType="none">
            {query.data.results.map((psychologist) => (
              <HStack as="li" key={psychologist.id} justify="space-between" borderWidth="1px" borderRadius="md" p={3} gap={3} wrap="wrap">
                <Stack gap={0}>
                  <Text fontWeight="semibold">{displayName({ ...psychologist.user })}</Text>
                  <Text fontSize="sm" color="fg.muted">{psychologist.user.email}</Text>
                  <Text fontSize="xs" color="fg.muted">Registrado el {formatLongDate(psychologist.created_at)}</Text>
                </Stack>
                <HStack gap={3}>
                  <VerificationStatusBadge status={psychologist.verification_status} display={psychologist.verification_status_display} />
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={paths.psychologist.getHref(psychologist.id)} aria-label={`Revisar a ${displayName(psychologist.user)}`}>Revisar</RouterLink>
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        ) : null}
        <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-end">
          <RouterLink to={paths.psychologists.getHref({ status: 'pending' })}>Ver todos los psicólogos pendientes →</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
