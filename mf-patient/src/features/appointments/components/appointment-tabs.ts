import type { Appointment } from '@emind/contracts';
import { chileDateOf, isUpcomingAppointment } from '@emind/domain';

/** 'Mis Citas' tabs: the server sends one list, the page shows it split by today in Chile. */
export interface AppointmentTabs {
  upcoming: Appointment[];
  past: Appointment[];
  all: Appointment[];
  /** The sessions that offer 'Agendar la próxima': each psychologist's latest completed one, when nothing is booked with them ahead. */
  rebook: ReadonlySet<number>;
}

/** A session that took place or whose day has gone by; a cancelled one still ahead is in neither list, only in 'Todas'. */
export function isPastAppointment(appointment: Pick<Appointment, 'date' | 'status'>, today: string): boolean {
  return appointment.date < today || appointment.status === 'COMPLETED';
}

const newestFirst = (a: Appointment, b: Appointment): number => (b.date + b.start_time).localeCompare(a.date + a.start_time);

function rebookable(past: readonly Appointment[], upcoming: readonly Appointment[]): Set<number> {
  const booked = new Set(upcoming.map((appointment) => appointment.psychologist));
  const latest = new Map<number, number>();
  for (const appointment of past) {
    if (appointment.status === 'COMPLETED' && !booked.has(appointment.psychologist) && !latest.has(appointment.psychologist)) {
      latest.set(appointment.psychologist, appointment.id);
    }
  }
  return new Set(latest.values());
}

export function byTab(all: Appointment[], today = chileDateOf(new Date())): AppointmentTabs {
  const upcoming = all.filter((appointment) => isUpcomingAppointment(appointment, today));
  const past = all.filter((appointment) => isPastAppointment(appointment, today)).sort(newestFirst);
  return { upcoming, past, all, rebook: rebookable(past, upcoming) };
}
