import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { ProfileImageRemoved } from '@emind/contracts';
import type { AccountRole } from '../types.ts';
import { getProfileQueryOptions } from './get-profile.ts';
import { profilePath } from './profile-path.ts';

export function deleteProfileImage(role: AccountRole): Promise<ProfileImageRemoved> {
  return apiRequest<ProfileImageRemoved>(profilePath(role, 'delete_image'), { method: 'DELETE' });
}

export function useDeleteProfileImage(role: AccountRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProfileImage(role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(role).queryKey }),
  });
}
