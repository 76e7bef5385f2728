import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '@emind/web-api';
import { patientName } from '@emind/web-patients';
import { Alert, Badge, Button, Center, Heading, HStack, Link, Spinner, Stack, Text } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { useMyPatient } from '../api/get-my-patient.ts';
import { PatientSessions } from './patient-sessions.tsx';

/** `children`: what other features show of the patient (the route composes them), between the header and the sessions. */
export function PatientDetailPage({ id, listHref, children }: { id: number; listHref: string; children?: ReactNode }) {
  const patient = useMyPatient(id);
  const back = <Link asChild color="brand.700" fontSize="sm"><RouterLink to={listHref}>← Volver a Mis Pacientes</RouterLink></Link>;
  if (patient.isPending) return <Center py={10}><Spinner size="lg" aria-label="Cargando paciente" /></Center>;
  if (patient.isError) {
    const missing = patient.error instanceof ApiError && patient.error.status === 404;
    return (
      <Stack gap={4}>
        {back}
        <Alert.Root status={missing ? 'info' : 'error'} role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{missing ? 'Paciente no encontrado' : 'Error al cargar el paciente. Por favor, intenta de nuevo.'}</Alert.Title>
          {missing ? null : <Button size="sm" variant="outline" onClick={() => void patient.refetch()}>Reintentar</Button>}
        </Alert.Root>
      </Stack>
    );
  }
  const { data } = patient;
  return (
    <Stack gap={6}>
      {back}
      <Stack gap={1}>
        <HStack gap={3} wrap="wrap">
          <Heading as="h1" size="2xl">{patientName(data) || data.user.email}</Heading>
          <Badge colorPalette={data.user.is_active ? 'green' : 'gray'}>{data.user.is_active ? 'Activo' : 'Inactivo'}</Badge>
        </HStack>
        <Text color="fg.muted">{[data.user.email, data.phone, data.rut, data.region].filter(Boolean).join(' · ')}</Text>
        <Text fontSize="sm">Total de citas: {data.total_appointments}</Text>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={paths.conversationWith.getHref(id)}>Enviar mensaje</RouterLink>
        </Button>
      </Stack>
      {children}
      <Stack gap={3}>
        <Heading as="h2" size="lg">Sesiones</Heading>
        <PatientSessions sessions={data.sessions} />
      </Stack>
    </Stack>
  );
}
