import { Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { LoadError } from '@emind/web-ui/lists';

// While the figures load, each one's line is held by a skeleton of its height (a 2.25rem line, the
// skeleton's h 9), so nothing moves when they arrive.
function Counter({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">{label}</Text>
        {value === undefined ? (
          <Skeleton h="9" w="12" />
        ) : (
          <Text fontSize="3xl" lineHeight="2.25rem" fontWeight="bold" color="brand.800" data-testid={testId}>{value}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 3 client home: counters and quick actions, from the real figures (never invented zeros). */
export function HomeStats() {
  const stats = useDashboardStats();
  return (
    <Stack gap="4">
      {stats.isError ? (
        <LoadError message="No pudimos cargar tus estadísticas." onRetry={() => void stats.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Counter label="Total consultas" value={stats.data?.totalAppointments} testId="stat-total" />
          <Counter label="Citas pendientes" value={stats.data?.upcomingAppointments} testId="stat-pending" />
        </SimpleGrid>
      )}
      <Stack gap="2">
        <Heading as="h2" size="md">Acciones rápidas</Heading>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand"><RouterLink to={paths.specialists.getHref()}>Buscar psicólogo</RouterLink></Button>
          <Button asChild variant="outline" colorPalette="brand"><RouterLink to={paths.appointments.getHref()}>Ver mis citas</RouterLink></Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
