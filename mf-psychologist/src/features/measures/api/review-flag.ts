import { apiRequest } from '@emind/web-api';
import { usePatientMeasuresMutation } from './get-patient-measures.ts';

export function reviewFlag(id: number): Promise<null> {
  return apiRequest<null>(`/measures/flags/${id}/review/`, { method: 'POST', body: {} });
}

export function useReviewFlag(patientId: number) {
  return usePatientMeasuresMutation(patientId, reviewFlag);
}
