import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Intake } from '@emind/contracts';
import { apiRequest, ApiError } from '@emind/web-api';

/** The patient's 'Ficha de ingreso'; null while they have not filled it (the server's 404 says so). */
export async function getPatientIntake(patientId: number): Promise<Intake | null> {
  try {
    return await apiRequest<Intake>(`/intake/${patientId}/`);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'intake_not_filled') return null;
    throw error;
  }
}

export function getPatientIntakeQueryOptions(patientId: number) {
  return queryOptions({ queryKey: ['psychologist', 'intake', patientId], queryFn: () => getPatientIntake(patientId) });
}

export function usePatientIntake(patientId: number) {
  return useQuery(getPatientIntakeQueryOptions(patientId));
}
