import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { ProfileImage } from '@emind/contracts';
import type { AccountRole } from '../types.ts';
import { getProfileQueryOptions } from './get-profile.ts';
import { profilePath } from './profile-path.ts';

export function uploadProfileImage(role: AccountRole, file: File): Promise<ProfileImage> {
  const formData = new FormData();
  formData.append('profile_image', file);
  return apiRequest<ProfileImage>(profilePath(role, 'upload_image'), { method: 'POST', formData });
}

export function useUploadProfileImage(role: AccountRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(role, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(role).queryKey }),
  });
}
