import type { ExperienceType, VerificationStatus } from '@emind/domain';

/** One work experience; a negative id marks one added locally and not saved yet. */
export interface Experience {
  id: number;
  experience_type: ExperienceType;
  institution: string;
  role: string;
  description: string;
  start_date: string;
  end_date: string | null;
}

/** GET /profiles/psychologist-profiles/me/professional/ (docs/api-contract-catalogue.md). */
export interface ProfessionalProfile {
  id: number;
  professional_title: string;
  health_register_number: string | null;
  university: string | null;
  graduation_year: number | null;
  experience_description: string | null;
  specialties: string[];
  target_populations: string[];
  intervention_areas: string[];
  experiences: Experience[];
  verification_status: VerificationStatus;
  verification_status_display: string;
  presentation_video_url: string | null;
}

export interface ProfessionalPatch {
  health_register_number: string;
  university: string;
  graduation_year?: number;
  experience_description: string;
  specialties: string[];
  target_populations: string[];
  intervention_areas: string[];
}
