import type { Assignment, CreateAssignment } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { usePatientMeasuresMutation } from './get-patient-measures.ts';

export function createAssignment(body: CreateAssignment): Promise<Assignment> {
  return apiRequest<Assignment>('/measures/assignments/', { method: 'POST', body });
}

export function useCreateAssignment(patientId: number) {
  return usePatientMeasuresMutation(patientId, createAssignment);
}
