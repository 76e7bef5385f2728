import type { Appointment } from '@emind/contracts';
import type { AppointmentStatus } from '@emind/domain';
import { apiRequest } from '@emind/web-api';
import { useAgendaMutation } from './get-agenda-appointments.ts';

export function updateAppointmentStatus({ id, status }: { id: number; status: AppointmentStatus }): Promise<Appointment> {
  return apiRequest<Appointment>(`/appointments/${id}/update-status/`, { method: 'PATCH', body: { status } });
}

export const useUpdateAppointmentStatus = () => useAgendaMutation(updateAppointmentStatus);
