import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPatient } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { writeToggledPatient } from '@emind/web-patients';
import { getPatientsQueryOptions } from './get-patients.ts';

/** Toggles the account: a deactivated patient cannot log in (decisions.md). */
export function togglePatientStatus(id: number): Promise<AdminPatient> {
  return apiRequest<AdminPatient>(`/profiles/admin/patients/${id}/status/`, { method: 'PATCH', body: {} });
}

export function useTogglePatientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePatientStatus,
    onSuccess: (updated) => writeToggledPatient(queryClient, getPatientsQueryOptions().queryKey, updated),
  });
}
