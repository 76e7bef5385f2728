import { chileToday } from '@emind/domain';
import { Center, Heading, Spinner, Stack, Text } from '@emind/web-ui';
import { useTimeOff } from '../../api/get-time-off.ts';
import { HolidaysSwitch } from './holidays-switch.tsx';
import { StrandedAppointments } from './stranded-appointments.tsx';
import { TimeOffForm } from './time-off-form.tsx';
import { TimeOffList } from './time-off-list.tsx';
import { LoadError } from '@emind/web-ui/lists';

/** 'Ausencias' in 'Horarios de Atención': days without slots, the holidays switch and the sessions they strand. */
export function TimeOffSection({ agendaHref }: { agendaHref: (date: string) => string }) {
  const query = useTimeOff();
  return (
    <Stack gap={4} as="section" aria-labelledby="time-off-heading">
      <Stack gap={1}>
        <Heading as="h3" size="md" id="time-off-heading">Ausencias</Heading>
        <Text color="fg.muted" fontSize="sm">En estos días no se ofrecen horarios para agendar.</Text>
      </Stack>
      {query.isPending ? (
        <Center py={4}><Spinner colorPalette="brand" aria-label="Cargando ausencias" /></Center>
      ) : query.isError ? (
        <LoadError message="No se pudieron cargar tus ausencias." onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap={4}>
          <StrandedAppointments items={query.data.stranded} agendaHref={agendaHref} />
          <HolidaysSwitch checked={query.data.skip_holidays} knownUntil={query.data.holidays_known_until} />
          <TimeOffList items={query.data.time_off} />
          <TimeOffForm today={chileToday(new Date())} />
        </Stack>
      )}
    </Stack>
  );
}
