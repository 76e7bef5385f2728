import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Appointment } from '@emind/contracts';
import { chileToday, isUpcomingAppointment, type ScheduleConfig } from '@emind/domain';
import { Heading, Spinner, HStack, Stack, Text, useBreakpointValue } from '@emind/web-ui';
import { CalendarSyncButton } from '@emind/web-appointments';
import { useAgendaAppointments } from '../api/get-agenda-appointments.ts';
import { useLatestMeasures } from '../api/get-latest-measures.ts';
import { gridHours, stepAnchor, visibleDates, type AgendaView } from '../lib/agenda-calendar.ts';
import { rangeLabel } from '../lib/agenda-labels.ts';
import { AgendaLegend } from './agenda-legend.tsx';
import { AgendaToolbar } from './agenda-toolbar.tsx';
import { AppointmentDrawer } from './appointment-drawer.tsx';
import { DayList } from './day-list.tsx';
import { TimeGrid } from './time-grid.tsx';
import { WaitingPatients } from './waiting-patients.tsx';
import { LoadError } from '@emind/web-ui/lists';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function EmptyDay() {
  return (
    <Stack gap={1} py={6} textAlign="center" data-testid="agenda-empty">
      <Text fontWeight="semibold">No hay citas programadas para este día</Text>
      <Text color="fg.muted">Las citas aparecerán aquí cuando estén programadas</Text>
    </Stack>
  );
}

/** 'Mi Agenda': the shown day or week is kept in the address (?date=yyyy-MM-dd&view=day|week). */
export function AgendaPage({ schedule }: { schedule: ScheduleConfig | undefined }) {
  const [params, setParams] = useSearchParams();
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const today = chileToday(new Date());
  const requested = params.get('date') ?? '';
  const anchor = DATE_PATTERN.test(requested) ? requested : today;
  const view: AgendaView = wide && params.get('view') !== 'day' ? 'week' : 'day';
  const dates = visibleDates(view, anchor);
  const appointments = useAgendaAppointments({ start_date: dates[0] ?? anchor, end_date: dates.at(-1) ?? anchor });
  const [selected, setSelected] = useState<Appointment | null>(null);

  const go = (next: { date?: string; view?: AgendaView }) =>
    setParams({ date: next.date ?? anchor, view: next.view ?? view }, { replace: true });
  const shown = (appointments.data ?? []).filter((appointment) => dates.includes(appointment.date));
  const upcoming = shown.filter((appointment) => isUpcomingAppointment(appointment, today));
  const latest = useLatestMeasures(upcoming.map((appointment) => appointment.client));
  const latestByPatient = new Map((latest.data?.results ?? []).map((result) => [result.patient, result]));
  const latestOf = (appointment: Appointment) => (isUpcomingAppointment(appointment, today) ? latestByPatient.get(appointment.client) : undefined);

  return (
    <Stack gap={5}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap={3}>
        <Heading as="h1" size="2xl">Mi Agenda</Heading>
        <CalendarSyncButton role="psychologist" />
      </Stack>
      <AgendaToolbar
        title={rangeLabel(view, dates)}
        view={view}
        weekAllowed={wide}
        onStep={(direction) => go({ date: stepAnchor(view, anchor, direction) })}
        onToday={() => go({ date: today })}
        onView={(next) => go({ view: next })}
      />
      <AgendaLegend />
      <WaitingPatients appointments={appointments.data ?? []} />
      {appointments.isPending ? (
        <HStack gap={2}><Spinner size="sm" /><Text>Cargando citas...</Text></HStack>
      ) : null}
      {appointments.isError ? (
        <LoadError message="Error al cargar las citas. Por favor, intenta de nuevo." onRetry={() => void appointments.refetch()} />
      ) : null}
      {appointments.data ? (
        <>
          {view === 'day' && shown.length === 0 ? <EmptyDay /> : null}
          {wide ? (
            <TimeGrid dates={dates} span={gridHours(dates, schedule, shown)} appointments={shown} schedule={schedule} today={today} latestOf={latestOf} onOpen={setSelected} />
          ) : (
            <DayList appointments={shown} latestOf={latestOf} onOpen={setSelected} />
          )}
        </>
      ) : null}
      <AppointmentDrawer appointment={selected} onChange={setSelected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
