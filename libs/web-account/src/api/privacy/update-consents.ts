import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consents, UpdateConsents } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { CONSENTS_PATH, getConsentsQueryOptions } from './get-consents.ts';

export function updateConsents(patch: UpdateConsents): Promise<Consents> {
  return apiRequest<Consents>(CONSENTS_PATH, { method: 'PATCH', body: patch });
}

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: (consents) => queryClient.setQueryData(getConsentsQueryOptions().queryKey, consents),
  });
}
