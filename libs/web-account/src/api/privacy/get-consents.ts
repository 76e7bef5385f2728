import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consents } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export const CONSENTS_PATH = '/privacy/consents/';

export function getConsents(): Promise<Consents> {
  return apiRequest<Consents>(CONSENTS_PATH);
}

/** One cache entry for the signed-in person: the shell's consent gate and 'Mi Perfil' read the same one. */
export function getConsentsQueryOptions() {
  return queryOptions({ queryKey: ['privacy', 'consents'], queryFn: getConsents });
}

export function useConsents() {
  return useQuery(getConsentsQueryOptions());
}
