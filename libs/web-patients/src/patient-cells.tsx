import { Avatar, Badge, Button, HStack, Stack, Text } from '@emind/web-ui';
import { formatLongDate } from '@emind/domain';
import { patientName } from './patient-list.ts';
import type { PatientSummary as Patient } from '@emind/contracts';

export function PatientIdentity({ patient }: { patient: Patient }) {
  const name = patientName(patient) || patient.user.email;
  return (
    <HStack gap={3}>
      <Avatar.Root size="sm">
        <Avatar.Fallback name={name} />
        {patient.profile_image ? <Avatar.Image src={patient.profile_image} /> : null}
      </Avatar.Root>
      <Stack gap={0}>
        <Text fontWeight="medium">{name}</Text>
        <HStack gap={2}>
          {patient.rut ? <Text fontSize="xs" color="fg.muted">{patient.rut}</Text> : null}
          <Badge size="sm" colorPalette={patient.user.is_active ? 'green' : 'gray'}>{patient.user.is_active ? 'Activo' : 'Inactivo'}</Badge>
        </HStack>
      </Stack>
    </HStack>
  );
}

export function PatientContact({ patient }: { patient: Patient }) {
  return (
    <Stack gap={0}>
      <Text fontSize="sm">{patient.user.email}</Text>
      {patient.phone ? <Text fontSize="xs" color="fg.muted">{patient.phone}</Text> : null}
    </Stack>
  );
}

/** A calendar date ('yyyy-MM-dd', Chile): read at midday UTC, which is that same day in Chile. */
export function AppointmentDate({ date, empty }: { date: string | null; empty: string }) {
  return <Text fontSize="sm" color={date ? 'fg' : 'fg.muted'}>{date ? formatLongDate(`${date}T12:00:00Z`) : empty}</Text>;
}

export function StatusToggleButton({ patient, onToggle }: { patient: Patient; onToggle: (patient: Patient) => void }) {
  const name = patientName(patient) || patient.user.email;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={patient.user.is_active ? 'red' : 'green'}
      aria-label={`${patient.user.is_active ? 'Desactivar' : 'Activar'} a ${name}`}
      onClick={() => onToggle(patient)}
    >
      {patient.user.is_active ? 'Desactivar' : 'Activar'}
    </Button>
  );
}
