import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicalNoteVersion } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { agendaKey } from './get-agenda-appointments.ts';

/** Every saved text of an appointment's clinical note, newest first (Decreto 41/2012); only its author may read them. */
export function getNoteVersions(appointmentId: number): Promise<ClinicalNoteVersion[]> {
  return apiRequest<ClinicalNoteVersion[]>(`/appointments/${appointmentId}/notes/`);
}

/** Under the agenda's key: saving the note reloads its versions with the agenda. */
export function getNoteVersionsQueryOptions(appointmentId: number) {
  return queryOptions({ queryKey: [...agendaKey, 'note-versions', appointmentId], queryFn: () => getNoteVersions(appointmentId) });
}

export function useNoteVersions(appointmentId: number) {
  return useQuery(getNoteVersionsQueryOptions(appointmentId));
}
