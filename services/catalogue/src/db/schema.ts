import type { Generated, Selectable } from 'kysely';
import type { DocumentStatus, ExperienceType, VerificationDocumentType, VerificationStatus } from '@emind/domain';
import type { NullableTimestamp, PublishedRow, PublishedViews, Timestamp } from '@emind/server-kit';

/** `date` columns come back as 'YYYY-MM-DD' (server-kit's parsers). */
type DateColumn = string;

export interface PsychologistsTable {
  profile_id: number;
  verification_status: Generated<VerificationStatus>;
  health_register_number: Generated<string>;
  university: Generated<string>;
  graduation_year: number | null;
  experience_description: Generated<string>;
  specialties: Generated<string[]>;
  target_populations: Generated<string[]>;
  intervention_areas: Generated<string[]>;
  /** `catalogueTag`s of the three lists, for the directory filters. */
  filter_tags: Generated<number[]>;
  career_start: DateColumn | null;
  approved_price: number | null;
  price_approved_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExperiencesTable {
  id: Generated<number>;
  profile_id: number;
  experience_type: ExperienceType;
  institution: string;
  role: string;
  description: string;
  start_date: DateColumn;
  end_date: DateColumn | null;
}

export interface VerificationDocumentsTable {
  id: Generated<number>;
  profile_id: number;
  document_type: VerificationDocumentType;
  verification_status: Generated<DocumentStatus>;
  rejection_reason: string | null;
  description: string;
  file_name: string;
  storage_key: string;
  /** The public copy of an approved presentation video. */
  public_key: string | null;
  mime: string;
  size: number;
  uploaded_at: Timestamp;
  reviewed_at: NullableTimestamp;
}

export interface PriceConfigurationsTable {
  id: Generated<number>;
  min_price: number;
  max_price: number;
  platform_fee_percentage: number;
  created_at: Timestamp;
}

export interface SuggestedPricesTable {
  id: Generated<number>;
  profile_id: number;
  price: number;
  created_at: Timestamp;
}

export interface CatalogueDatabase extends Pick<PublishedViews, 'identity.profile_directory' | 'identity.profile_contacts' | 'identity.payout_accounts' | 'booking.weekly_schedule_blocks' | 'booking.unavailable_dates' | 'booking.psychologist_cancellation_policies' | 'reviews.psychologist_ratings'> {
  psychologists: PsychologistsTable;
  experiences: ExperiencesTable;
  verification_documents: VerificationDocumentsTable;
  price_configurations: PriceConfigurationsTable;
  suggested_prices: SuggestedPricesTable;
}

export type PsychologistRow = Selectable<PsychologistsTable>;
export type ExperienceRow = Selectable<ExperiencesTable>;
export type DocumentRow = Selectable<VerificationDocumentsTable>;
export type DirectoryRow = PublishedRow<'identity.profile_directory'>;
