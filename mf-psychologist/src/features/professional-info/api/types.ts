export type { Experience, ProfessionalProfile } from '@emind/contracts';

export interface ProfessionalPatch {
  health_register_number: string;
  university: string;
  graduation_year?: number;
  experience_description: string;
  specialties: string[];
  target_populations: string[];
  intervention_areas: string[];
}
