import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { VerificationStatus } from '@emind/domain';
import type { PsychologistDetail } from '@emind/contracts';
import { getPsychologistQueryOptions } from './get-psychologist.ts';

export function updateVerificationStatus(id: number, status: VerificationStatus): Promise<PsychologistDetail> {
  return apiRequest<PsychologistDetail>(`/profiles/admin/psychologists/${id}/toggle-status/`, { method: 'PATCH', body: { verification_status: status } });
}

export function useUpdateVerificationStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: VerificationStatus) => updateVerificationStatus(id, status),
    onSuccess: (detail) => {
      queryClient.setQueryData(getPsychologistQueryOptions(id).queryKey, detail);
      // The lists and the home's counts move with the status.
      void queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (q) => q.queryKey[1] !== 'psychologist' });
    },
  });
}
