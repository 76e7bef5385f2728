import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { ProfessionalProfile } from '@emind/contracts';

export const PROFESSIONAL_PATH = '/profiles/psychologist-profiles/me/professional/';

export function getProfessionalProfile(): Promise<ProfessionalProfile> {
  return apiRequest<ProfessionalProfile>(PROFESSIONAL_PATH);
}

export function getProfessionalProfileQueryOptions() {
  return queryOptions({
    queryKey: ['psychologist', 'professional-profile'],
    queryFn: getProfessionalProfile,
  });
}

export function useProfessionalProfile() {
  return useQuery(getProfessionalProfileQueryOptions());
}
