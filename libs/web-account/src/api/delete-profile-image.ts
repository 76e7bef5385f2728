import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { AccountProfile, AccountRole } from '../types.ts';
import { getProfileQueryOptions } from './get-profile.ts';
import { profilePath } from './profile-path.ts';

export function deleteProfileImage(role: AccountRole): Promise<Pick<AccountProfile, 'profile_image'>> {
  return apiRequest(profilePath(role, 'delete_image'), { method: 'DELETE' });
}

export function useDeleteProfileImage(role: AccountRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProfileImage(role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(role).queryKey }),
  });
}
