import type { PatientSession } from '@emind/contracts';
import { formatClp } from '@emind/domain';
import { Box, Card, HStack, Stack, Text } from '@emind/web-ui';
import { AppointmentStatusBadge, appointmentWhen } from '@emind/web-appointments';

function Notes({ label, text, empty }: { label: string; text: string; empty: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text whiteSpace="pre-wrap" color={text ? undefined : 'fg.muted'}>{text || empty}</Text>
    </Box>
  );
}

/** The patient's sessions with this psychologist, newest first, each with the psychologist's private notes. */
export function PatientSessions({ sessions }: { sessions: readonly PatientSession[] }) {
  if (sessions.length === 0) return <Text color="fg.muted">Aún no hay sesiones con este paciente.</Text>;
  return (
    <Stack gap={3} as="ol" listStyleType="none">
      {sessions.map((session) => (
        <Card.Root as="li" key={session.id} variant="outline" data-testid="patient-session">
          <Card.Body p={4} gap={3}>
            <HStack justify="space-between" wrap="wrap" gap={2}>
              <Text fontWeight="semibold">{appointmentWhen(session)}</Text>
              <HStack gap={2}>
                <Text fontSize="sm" color="fg.muted">{session.code} · {formatClp(session.payment_amount)}</Text>
                <AppointmentStatusBadge status={session.status} />
              </HStack>
            </HStack>
            <Notes label="Nota del paciente" text={session.client_notes} empty="Sin nota del paciente." />
            <Notes label="Notas privadas" text={session.psychologist_notes} empty="Sin notas." />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
