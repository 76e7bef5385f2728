import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptConsents, Consents } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { CONSENTS_PATH, getConsentsQueryOptions } from './get-consents.ts';

export function acceptConsents(body: AcceptConsents): Promise<Consents> {
  return apiRequest<Consents>(`${CONSENTS_PATH}accept/`, { method: 'POST', body });
}

/** Accepting updates the cache at once, so the consent gate lets the person on without another request. */
export function useAcceptConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsents,
    onSuccess: (consents) => queryClient.setQueryData(getConsentsQueryOptions().queryKey, consents),
  });
}
