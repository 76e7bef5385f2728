import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import { useSessionStore } from '@emind/web-session';
import type { Profile, ProfilePatchInput } from '@emind/contracts';
import type { AccountRole } from '../types.ts';
import { getProfileQueryOptions } from './get-profile.ts';
import { profilePath } from './profile-path.ts';

export function updateProfile(role: AccountRole, patch: ProfilePatchInput): Promise<Profile> {
  return apiRequest<Profile>(profilePath(role), { method: 'PATCH', body: patch });
}

/** Saves the personal data and keeps the navbar's name in step with it. */
export function useUpdateProfile(role: AccountRole) {
  const queryClient = useQueryClient();
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationFn: (patch: ProfilePatchInput) => updateProfile(role, patch),
    onSuccess: (profile) => {
      const { queryKey } = getProfileQueryOptions(role);
      queryClient.setQueryData(queryKey, profile);
      updateUser({ first_name: profile.first_name, last_name: profile.last_name, gender: profile.gender });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
