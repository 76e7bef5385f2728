import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LegalDocument, PrivacyRequestKind, PrivacyRequestStatus } from '@emind/domain';
import type { AccessEventsView, BankAccountColumns, NullableTimestamp, PrivacyPartsView, PrivacyService, PublishedViews, Timestamp } from '@emind/server-kit';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  user_type: 'client' | 'psychologist' | 'admin';
  first_name: string;
  last_name: string;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
  tokens_valid_after: NullableTimestamp;
}

export interface ProfilesTable extends BankAccountColumns {
  id: Generated<number>;
  user_id: number;
  rut: string | null;
  gender: string | null;
  phone: string | null;
  region: string | null;
  city: string | null;
  profile_image: string | null;
  professional_title: string | null;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  client_ip: string | null;
  created_at: Timestamp;
}

export interface ConsentsTable {
  id: Generated<number>;
  user_id: number;
  document: LegalDocument;
  version: string;
  accepted_at: Timestamp;
  client_ip: string | null;
}

export interface MailPreferencesTable {
  user_id: number;
  reminders: Generated<boolean>;
  waitlist: Generated<boolean>;
  updated_at: Timestamp;
}

export interface LoginAttemptsTable {
  email: string;
  attempts: number;
  window_started_at: Timestamp;
}

export interface DataRequestsTable {
  id: Generated<number>;
  user_id: number;
  user_type: 'client' | 'psychologist' | 'admin';
  kind: PrivacyRequestKind;
  status: ColumnType<PrivacyRequestStatus, PrivacyRequestStatus | undefined, PrivacyRequestStatus>;
  requested_at: Timestamp;
  due_at: Timestamp;
  ready_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  file_key: string | null;
  /** Snapshot taken at request time; cleared when an erasure closes. */
  email: string;
  first_name: string;
  last_name: string;
  /** Erasures only, snapshot taken at request time; cleared when it closes. */
  rut: Generated<string>;
  phone: Generated<string>;
}

/** The other services' parts of each data request and their access logs, one pair per participant of the manifest. */
type ParticipantViews = { [N in Exclude<PrivacyService, 'identity'> as `${N}.privacy_parts`]: PrivacyPartsView } & {
  [N in Exclude<PrivacyService, 'identity'> as `${N}.access_events`]: AccessEventsView;
};

export interface IdentityDatabase extends ParticipantViews, Pick<PublishedViews, 'booking.client_appointment_summary' | 'booking.upcoming_sessions'> {
  users: UsersTable;
  profiles: ProfilesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  consents: ConsentsTable;
  mail_preferences: MailPreferencesTable;
  login_attempts: LoginAttemptsTable;
  data_requests: DataRequestsTable;
  privacy_work: PrivacyPartsView;
  access_log: AccessEventsView;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type DataRequestRow = Selectable<DataRequestsTable>;
