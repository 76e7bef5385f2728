import { Link as RouterLink } from 'react-router-dom';
import type { PsychologistStats } from '@emind/contracts';
import { Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@emind/web-ui';
import { usePsychologistStats } from '../api/get-psychologist-stats.ts';
import { UpcomingAppointments } from './upcoming-appointments.tsx';
import { LoadError } from '@emind/web-ui/lists';

const counters: [keyof Omit<PsychologistStats, 'upcomingAppointments'>, string][] = [
  ['totalAppointments', 'Total de citas'],
  ['completedAppointments', 'Completadas'],
  ['pendingPaymentAppointments', 'Pendientes'],
  ['activeClients', 'Pacientes activos'],
];

/** The home's stats card, 'Acciones rápidas' and 'Próximas citas', from one call. */
export function PracticeSummary({ scheduleHref, patientsHref }: { scheduleHref: string; patientsHref: string }) {
  const stats = usePsychologistStats();
  if (stats.isError) {
    return (
      <LoadError message="No se pudieron cargar los datos. Intenta nuevamente." onRetry={() => void stats.refetch()} />
    );
  }
  return (
    <Stack gap={6}>
      <Card.Root data-testid="practice-stats">
        <Card.Body gap={4}>
          <Heading as="h2" size="md">Estadísticas</Heading>
          {/* The labels are drawn at once and each figure's line is held by a skeleton of the figure's height (its line
              height set to the skeleton's, 2.25rem), so nothing moves when they arrive. */}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            {counters.map(([key, label]) => (
              <Stack key={key} gap={0}>
                {stats.data ? (
                  <Text fontSize="3xl" lineHeight="2.25rem" fontWeight="bold" color="brand.800" data-testid={`stat-${key}`}>{stats.data[key]}</Text>
                ) : <Skeleton h="9" w="12" />}
                <Text fontSize="sm" color="fg.muted">{label}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Stack gap={2}>
        <Heading as="h2" size="md">Acciones rápidas</Heading>
        <HStack gap={3} wrap="wrap">
          <Button asChild colorPalette="brand"><RouterLink to={scheduleHref}>Gestionar citas</RouterLink></Button>
          <Button asChild variant="outline" colorPalette="brand"><RouterLink to={patientsHref}>Ver pacientes</RouterLink></Button>
        </HStack>
      </Stack>
      <UpcomingAppointments appointments={stats.data?.upcomingAppointments} scheduleHref={scheduleHref} />
    </Stack>
  );
}
