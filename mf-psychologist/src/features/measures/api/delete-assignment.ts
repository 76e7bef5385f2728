import { apiRequest } from '@emind/web-api';
import { usePatientMeasuresMutation } from './get-patient-measures.ts';

/** Ends the assignment: no more reminders; its answers stay in the history. */
export function deleteAssignment(id: number): Promise<null> {
  return apiRequest<null>(`/measures/assignments/${id}/`, { method: 'DELETE' });
}

export function useDeleteAssignment(patientId: number) {
  return usePatientMeasuresMutation(patientId, deleteAssignment);
}
