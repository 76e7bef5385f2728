import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../types.ts';
import { profilePath } from './profile-path.ts';

export function getProfile(role: AccountRole): Promise<Profile> {
  return apiRequest<Profile>(profilePath(role));
}

export function getProfileQueryOptions(role: AccountRole) {
  return queryOptions({
    queryKey: ['account-profile', role],
    queryFn: () => getProfile(role),
  });
}

export function useProfile(role: AccountRole) {
  return useQuery(getProfileQueryOptions(role));
}
