import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getPublicProfile(id: string): Promise<PublicProfile> {
  return apiRequest<PublicProfile>(`/profiles/public/psychologists/${encodeURIComponent(id)}/`, { anonymous: true });
}

export function getPublicProfileQueryOptions(id: string) {
  return queryOptions({ queryKey: ['public-profile', id], queryFn: () => getPublicProfile(id) });
}

export function usePublicProfile(id: string) {
  return useQuery(getPublicProfileQueryOptions(id));
}
