import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import { getProfessionalProfileQueryOptions, PROFESSIONAL_PATH } from './get-professional-profile.ts';
import type { Experience, ExperiencesResponse, ProfessionalPatchInput, ProfessionalProfile } from '@emind/contracts';

export interface ProfessionalSave {
  experiences: Experience[];
  patch: ProfessionalPatchInput;
}

/** Experiences go first (the whole list, even when empty), then the professional fields (spec 3 §7). */
export async function saveProfessionalProfile({ experiences, patch }: ProfessionalSave): Promise<ProfessionalProfile> {
  const saved = await apiRequest<ExperiencesResponse>('/profiles/psychologist-profiles/me/experiences/', {
    method: 'POST',
    body: {
      experiences: experiences.map(({ id, ...rest }) => ({ ...(id > 0 ? { id } : {}), ...rest, end_date: rest.end_date || null })),
    },
  });
  const profile = await apiRequest<ProfessionalProfile>(PROFESSIONAL_PATH, { method: 'PATCH', body: patch });
  return { ...profile, experiences: saved.experiences ?? profile.experiences };
}

export function useSaveProfessionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfessionalProfile,
    onSuccess: (profile) => queryClient.setQueryData(getProfessionalProfileQueryOptions().queryKey, profile),
  });
}
