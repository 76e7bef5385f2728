import type { Appointment } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { useAgendaMutation } from './get-agenda-appointments.ts';

/** Clinical notes (Ley 20.584): only the appointment's psychologist writes or reads them. */
export function addAppointmentNotes({ id, psychologist_notes }: { id: number; psychologist_notes: string }): Promise<Appointment> {
  return apiRequest<Appointment>(`/appointments/${id}/add-notes/`, { method: 'PATCH', body: { psychologist_notes } });
}

export const useAddAppointmentNotes = () => useAgendaMutation(addAppointmentNotes);
