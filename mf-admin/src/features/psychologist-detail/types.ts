import type { DocumentStatus, ExperienceType, Gender, VerificationStatus } from '@emind/domain';

export interface VerificationDocument {
  id: number;
  document_type: string;
  /** 'verified' comes from older data and means approved. */
  verification_status: DocumentStatus | 'verified';
  rejection_reason: string | null;
  description: string | null;
  file_name?: string | null;
  file_url?: string | null;
  uploaded_at?: string | null;
}

export interface Experience {
  id: number;
  experience_type: ExperienceType;
  institution: string;
  role: string;
  description: string | null;
  start_date: string;
  end_date: string | null;
  location?: string | null;
  is_current?: boolean;
}

/** GET /profiles/admin/psychologists/{id}/ (docs/api-contract-catalogue.md). */
export interface PsychologistDetail {
  id: number;
  user: { id: number; first_name: string; last_name: string; email: string };
  phone: string | null;
  rut: string | null;
  gender: Gender | null;
  region: string | null;
  city: string | null;
  profile_image: string | null;
  created_at: string;
  professional_title: string | null;
  health_register_number: string | null;
  university: string | null;
  graduation_year: number | null;
  experience_description: string | null;
  specialties: string[];
  target_populations: string[];
  intervention_areas: string[];
  experiences?: Experience[];
  professional_experiences?: Experience[];
  verification_status: VerificationStatus;
  verification_status_display: string | null;
  presentation_video_url: string | null;
  bank_name: string | null;
  bank_name_display: string | null;
  bank_account_type: string | null;
  bank_account_type_display: string | null;
  bank_account_number: string | null;
  bank_account_owner: string | null;
  bank_account_owner_rut: string | null;
  bank_account_owner_email: string | null;
  verification_documents: VerificationDocument[];
}
