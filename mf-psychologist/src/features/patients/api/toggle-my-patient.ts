import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientDetail } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { writeToggledPatient } from '@emind/web-patients';
import { getMyPatientQueryOptions } from './get-my-patient.ts';
import { getMyPatientsQueryOptions, MY_PATIENTS_PATH } from './get-my-patients.ts';

/** Marks the patient active or inactive in this psychologist's own list; their account is untouched (decisions.md). */
export function toggleMyPatient(id: number): Promise<PatientDetail> {
  return apiRequest<PatientDetail>(`${MY_PATIENTS_PATH}${id}/status/`, { method: 'PATCH', body: {} });
}

export function useToggleMyPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMyPatient,
    onSuccess: async (updated) => {
      queryClient.setQueryData(getMyPatientQueryOptions(updated.id).queryKey, updated);
      await writeToggledPatient(queryClient, getMyPatientsQueryOptions().queryKey, updated);
    },
  });
}
