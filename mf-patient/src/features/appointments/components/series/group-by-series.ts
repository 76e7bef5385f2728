import type { Appointment } from '@emind/contracts';

export type AppointmentListItem =
  | { kind: 'single'; appointment: Appointment }
  | { kind: 'series'; seriesId: number; appointments: Appointment[] };

/** The list as shown: a series' sessions together where its first one appears, single bookings as they come. */
export function groupBySeries(appointments: readonly Appointment[]): AppointmentListItem[] {
  const items: AppointmentListItem[] = [];
  const groups = new Map<number, Appointment[]>();
  for (const appointment of appointments) {
    if (appointment.series_id === null) {
      items.push({ kind: 'single', appointment });
      continue;
    }
    const group = groups.get(appointment.series_id);
    if (group) {
      group.push(appointment);
      continue;
    }
    const sessions = [appointment];
    groups.set(appointment.series_id, sessions);
    items.push({ kind: 'series', seriesId: appointment.series_id, appointments: sessions });
  }
  return items;
}
