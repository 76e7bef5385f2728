import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { CancellationPolicy, ExperienceType, FreeTime } from '@emind/domain';

export interface PublicExperience {
  id: number;
  experience_type: ExperienceType | string;
  institution: string;
  role: string;
  description: string | null;
  start_date: string;
  end_date: string | null;
}

/** Contract 'Public directory': a listed psychologist's profile; anyone else is a 404. */
export interface PublicProfile {
  id: number;
  verification_status: string;
  user?: { id: number; first_name: string; last_name: string };
  professional_title?: string | null;
  health_register_number?: string | null;
  profile_image?: string | null;
  presentation_video_url?: string | null;
  experiences?: PublicExperience[];
  specialties?: string[];
  intervention_areas?: string[];
  target_populations?: string[];
  university?: string | null;
  graduation_year?: number | null;
  experience_description?: string | null;
  experience_years?: number | null;
  price?: number | null;
  rating?: number | null;
  cancellation_policy?: CancellationPolicy;
  /** The first free slots of the next 14 days (Chile wall clock). */
  next_free_times?: FreeTime[];
}

export function getPublicProfile(id: string): Promise<PublicProfile> {
  return apiRequest<PublicProfile>(`/profiles/public/psychologists/${encodeURIComponent(id)}/`, { anonymous: true });
}

export function getPublicProfileQueryOptions(id: string) {
  return queryOptions({ queryKey: ['public-profile', id], queryFn: () => getPublicProfile(id) });
}

export function usePublicProfile(id: string) {
  return useQuery(getPublicProfileQueryOptions(id));
}
