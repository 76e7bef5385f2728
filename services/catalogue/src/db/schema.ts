import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CancellationPolicy, DocumentStatus, ExperienceType, VerificationDocumentType, VerificationStatus } from '@emind/domain';
import type { PublishedViews } from '@emind/server-kit';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

/** identity's published view: where a profile is paid (the admin checks it before verifying). */
export interface PayoutAccountsView {
  profile_id: number;
  bank_name: string | null;
  bank_account_type: string | null;
  bank_account_number: string | null;
  bank_account_owner: string | null;
  bank_account_owner_rut: string | null;
  bank_account_owner_email: string | null;
}

/** booking's published view (read only). */
/** Published by booking: a psychologist's days without slots (time off; holidays when not worked). */
export interface UnavailableDatesView {
  psychologist_id: number;
  date: string;
}

export interface WeeklyScheduleBlocksView {
  psychologist_id: number;
  day_of_week: string;
  start_time: string;
  end_time: string;
}

/** Published by booking: a psychologist's cancellation policy, when they chose one (issue 39). */
export interface PsychologistCancellationPoliciesView {
  psychologist_id: ColumnType<number, never, never>;
  free_cancellation_hours: ColumnType<CancellationPolicy['free_cancellation_hours'], never, never>;
  late_cancellation_refund_percent: ColumnType<CancellationPolicy['late_cancellation_refund_percent'], never, never>;
}

/** The reviews service's published view (read only): average and count of APPROVED reviews. */
export interface PsychologistRatingsView {
  psychologist_id: ColumnType<number, never, never>;
  /** numeric, one decimal. */
  average_rating: ColumnType<string, never, never>;
  review_count: ColumnType<number, never, never>;
}

export interface CatalogueDatabase {
  psychologists: PsychologistsTable;
  experiences: ExperiencesTable;
  verification_documents: VerificationDocumentsTable;
  price_configurations: PriceConfigurationsTable;
  suggested_prices: SuggestedPricesTable;
  'identity.profile_directory': PublishedViews['identity.profile_directory'];
  'identity.profile_contacts': PublishedViews['identity.profile_contacts'];
  'identity.payout_accounts': PayoutAccountsView;
  'booking.weekly_schedule_blocks': WeeklyScheduleBlocksView;
  'booking.unavailable_dates': UnavailableDatesView;
  'booking.psychologist_cancellation_policies': PsychologistCancellationPoliciesView;
  'reviews.psychologist_ratings': PsychologistRatingsView;
}

export type PsychologistRow = Selectable<PsychologistsTable>;
export type ExperienceRow = Selectable<ExperiencesTable>;
export type DocumentRow = Selectable<VerificationDocumentsTable>;
export type DirectoryRow = Selectable<PublishedViews['identity.profile_directory']>;
