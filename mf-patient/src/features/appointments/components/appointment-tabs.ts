import type { Appointment } from '@emind/contracts';
import { chileDateOf, isUpcomingAppointment } from '@emind/domain';

/** 'Mis Citas' tabs: the server sends one list, the page shows it split by today in Chile. */
export interface AppointmentTabs {
  upcoming: Appointment[];
  past: Appointment[];
  all: Appointment[];
}

export function byTab(all: Appointment[], today = chileDateOf(new Date())): AppointmentTabs {
  return {
    upcoming: all.filter((appointment) => isUpcomingAppointment(appointment, today)),
    past: all.filter((appointment) => !isUpcomingAppointment(appointment, today)),
    all,
  };
}
