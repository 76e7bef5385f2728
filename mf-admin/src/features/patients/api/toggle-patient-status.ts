import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { Patient } from '../types.ts';
import { getPatientsQueryOptions } from './get-patients.ts';

/** Toggles the account: a deactivated patient cannot log in (decisions.md). */
export function togglePatientStatus(id: number): Promise<Patient> {
  return apiRequest(`/profiles/admin/patients/${id}/status/`, { method: 'PATCH', body: {} });
}

export function useTogglePatientStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = getPatientsQueryOptions();
  return useMutation({
    mutationFn: togglePatientStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (old: Patient[] | undefined) => old?.map((p) => (p.id === updated.id ? { ...p, ...updated } : p)));
    },
  });
}
