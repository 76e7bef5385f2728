import { useState } from 'react';
import { isoWeekdayLabels, partOfDayLabels } from '@emind/domain';
import { Box, Button, Heading, Spinner, Stack, Text, toast } from '@emind/web-ui';
import { useMyWaitlist } from '../../api/waitlist/get-my-waitlist';
import { useLeaveWaitlist } from '../../api/waitlist/leave-waitlist';
import { WaitlistForm } from './waitlist-form';

interface WaitlistPanelProps {
  psychologistId: number;
  specialistName: string;
  /** The psychologist has no free slot at all in the window. */
  full: boolean;
}

/** 'Lista de espera' in the booking modal: join with preferences, or see the entry and leave it. */
export function WaitlistPanel({ psychologistId, specialistName, full }: WaitlistPanelProps) {
  const waitlist = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const [joining, setJoining] = useState(false);
  const entry = waitlist.data?.find((item) => item.psychologist === psychologistId) ?? null;

  return (
    <Box as="section" aria-labelledby="waitlist-title" borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <Heading as="h3" id="waitlist-title" size="sm">Lista de espera</Heading>
        {waitlist.isPending ? <Spinner size="sm" color="brand.500" aria-label="Cargando lista de espera" /> : null}
        {waitlist.isError ? (
          <Stack gap="2" align="start">
            <Text role="alert" color="red.700">No se pudo cargar tu lista de espera.</Text>
            <Button size="sm" variant="outline" onClick={() => void waitlist.refetch()}>Reintentar</Button>
          </Stack>
        ) : null}
        {waitlist.isSuccess && entry ? (
          <Stack gap="2" align="start">
            <Text>
              Estás en la lista de espera de {specialistName}: {entry.weekdays.map((day) => isoWeekdayLabels[day]).join(', ')},{' '}
              {partOfDayLabels[entry.part_of_day].toLowerCase()}. Te avisaremos por correo cuando se libere un horario.
            </Text>
            <Button size="sm" variant="outline" loading={leave.isPending}
              onClick={() => leave.mutate(entry.id, { onSuccess: () => toast.success('Saliste de la lista de espera.'), onError: () => toast.error('No se pudo salir de la lista de espera.') })}>
              Salir de la lista
            </Button>
          </Stack>
        ) : null}
        {waitlist.isSuccess && !entry ? (
          <Stack gap="3" align="start">
            <Text color="fg.muted">
              {full ? '¿No hay horarios disponibles?' : '¿Ningún horario te acomoda?'} Únete a la lista de espera y te avisaremos por correo cuando se libere uno.
            </Text>
            {joining ? (
              <WaitlistForm psychologistId={psychologistId} onCancel={() => setJoining(false)} />
            ) : (
              <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setJoining(true)}>Unirme a la lista de espera</Button>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
