import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AppointmentStatus } from '@emind/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

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

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  rut: string | null;
  gender: string | null;
  phone: string | null;
  region: string | null;
  city: string | null;
  profile_image: string | null;
  professional_title: string | null;
  bank_name: string | null;
  bank_account_type: string | null;
  bank_account_number: string | null;
  bank_account_owner: string | null;
  bank_account_owner_rut: string | null;
  bank_account_owner_email: string | null;
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

/** Published by booking: each client's appointments not CANCELLED (admin patients list). Read only. */
export interface ClientAppointmentSummaryView {
  client_id: number;
  total_appointments: number;
  last_appointment_date: string | null;
  last_appointment_status: AppointmentStatus | null;
  next_appointment_date: string | null;
  next_appointment_status: AppointmentStatus | null;
}

export interface IdentityDatabase {
  users: UsersTable;
  profiles: ProfilesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  'booking.client_appointment_summary': ClientAppointmentSummaryView;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
