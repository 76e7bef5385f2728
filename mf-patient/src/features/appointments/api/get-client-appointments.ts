import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment, ClientAppointments } from '@emind/contracts';
import { chileToday, isUpcomingAppointment } from '@emind/domain';
import { apiRequest } from '@emind/web-api';

/** 'Mis Citas' tabs: the server sends one list, the screens show it split by today in Chile. */
export interface AppointmentTabs {
  upcoming: Appointment[];
  past: Appointment[];
  all: Appointment[];
}

export function getClientAppointments(): Promise<ClientAppointments> {
  return apiRequest<ClientAppointments>('/appointments/client-appointments/');
}

function byTab(all: ClientAppointments, today = chileToday(new Date())): AppointmentTabs {
  return {
    upcoming: all.filter((appointment) => isUpcomingAppointment(appointment, today)),
    past: all.filter((appointment) => !isUpcomingAppointment(appointment, today)),
    all,
  };
}

export function getClientAppointmentsQueryOptions() {
  return queryOptions({ queryKey: ['client-appointments'], queryFn: getClientAppointments });
}

export function useClientAppointments() {
  return useQuery({ ...getClientAppointmentsQueryOptions(), select: byTab });
}
