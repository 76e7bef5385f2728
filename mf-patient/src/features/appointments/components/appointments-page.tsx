import { useMemo, useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { Alert, Button, Heading, Spinner, Stack, Tabs, Text } from '@emind/web-ui';
import { CalendarSyncButton } from '@emind/web-appointments';
import { useClientAppointments } from '../api/get-client-appointments';
import { byTab } from './appointment-tabs';
import { AppointmentDetail } from './appointment-detail';
import { AppointmentList } from './series/appointment-list';

const tabs: { value: 'upcoming' | 'past' | 'all'; label: string; empty: string }[] = [
  { value: 'upcoming', label: 'Próximas', empty: 'No tienes citas próximas.' },
  { value: 'past', label: 'Pasadas', empty: 'No tienes citas pasadas.' },
  { value: 'all', label: 'Todas', empty: 'Aún no has agendado ninguna cita.' },
];

/** Spec 2 "Client 'Mis Citas'": tabs, cards, the detail modal, loading, empty and error states. */
export function AppointmentsPage() {
  const appointments = useClientAppointments();
  const [openId, setOpenId] = useState<number | null>(null);
  const listed = useMemo(() => (appointments.data ? byTab(appointments.data) : undefined), [appointments.data]);
  const open: Appointment | undefined = appointments.data?.find((appointment) => appointment.id === openId);

  return (
    <Stack gap="6">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
        <Heading as="h1" size="2xl">Mis Citas</Heading>
        <CalendarSyncButton role="client" />
      </Stack>
      {appointments.isPending ? <Spinner color="brand.500" aria-label="Cargando tus citas" /> : null}
      {appointments.isError ? (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error al cargar tus citas</Alert.Title>
            <Alert.Description>No pudimos cargar tus citas. Por favor, intenta de nuevo más tarde.</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={() => void appointments.refetch()}>Reintentar</Button>
        </Alert.Root>
      ) : null}
      {listed ? (
        <Tabs.Root defaultValue="upcoming" variant="enclosed">
          <Tabs.List>
            {tabs.map((tab) => <Tabs.Trigger key={tab.value} value={tab.value}>{tab.label} ({listed[tab.value].length})</Tabs.Trigger>)}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value}>
              <Stack gap="3">
                {listed[tab.value].length === 0 ? <Text color="fg.muted">{tab.empty}</Text> : null}
                <AppointmentList appointments={listed[tab.value]} onOpen={setOpenId} rebook={listed.rebook} />
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
      {open ? <AppointmentDetail appointment={open} onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}
