import { AgendaPage } from '../../features/agenda/components/agenda-page.tsx';
import { useSchedule } from '../../features/schedule/api/get-schedule.ts';

/** 'Mi Agenda' draws the weekly schedule's hours behind the appointments. */
export function ScheduleRoute() {
  const schedule = useSchedule();
  return <AgendaPage schedule={schedule.data?.schedule_config} />;
}
