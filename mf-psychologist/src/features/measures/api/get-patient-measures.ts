import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PatientMeasures } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getPatientMeasures(patientId: number): Promise<PatientMeasures> {
  return apiRequest<PatientMeasures>(`/measures/patients/${patientId}/`);
}

/** The patient's assignments, scores, session starts and open safety flags with this psychologist. */
export function getPatientMeasuresQueryOptions(patientId: number) {
  return queryOptions({ queryKey: ['psychologist', 'measures', patientId], queryFn: () => getPatientMeasures(patientId) });
}

export function usePatientMeasures(patientId: number) {
  return useQuery(getPatientMeasuresQueryOptions(patientId));
}

/** A change to the patient's measures (an assignment, a flag): the measures are read again. */
export function usePatientMeasuresMutation<Variables, Result>(patientId: number, mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPatientMeasuresQueryOptions(patientId).queryKey }),
  });
}
