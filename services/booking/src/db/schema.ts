import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AppointmentStatus, PaymentMethodId, Weekday } from '@emind/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ScheduleBlocksTable {
  id: Generated<number>;
  psychologist_id: number;
  day_of_week: Weekday;
  /** Postgres `time`: written as 'HH:MM', read through to_char. */
  start_time: string;
  end_time: string;
  created_at: Timestamp;
}

export interface AppointmentsTable {
  id: Generated<number>;
  psychologist_id: number;
  client_id: number;
  /** Postgres `date`: 'yyyy-MM-dd' (Chile calendar). */
  date: string;
  /** Postgres `time`: written as 'HH:MM', read through to_char. */
  start_time: string;
  end_time: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  status: ColumnType<AppointmentStatus, AppointmentStatus | undefined, AppointmentStatus>;
  payment_method: PaymentMethodId;
  payment_amount: number;
  is_first_appointment: boolean;
  client_notes: Generated<string>;
  /** Clinical notes (Ley 20.584): only the appointment's psychologist reads or writes them. */
  psychologist_notes: Generated<string>;
  payment_proof_key: string | null;
  payment_proof_mime: string | null;
  payment_proof_uploaded_at: Timestamp | null;
  hold_expires_at: Timestamp;
  meeting_room: string | null;
  calendar_sequence: Generated<number>;
  refunded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type StatusChangeRole = 'client' | 'psychologist' | 'admin' | 'system';

export interface AppointmentStatusChangesTable {
  id: Generated<number>;
  appointment_id: number;
  from_status: AppointmentStatus | null;
  to_status: AppointmentStatus;
  changed_by_user_id: number | null;
  changed_by_role: StatusChangeRole;
  note: Generated<string>;
  created_at: Timestamp;
}

/** The mark a psychologist keeps on a patient in 'Mis Pacientes' (no row: active). */
export interface PsychologistPatientMarksTable {
  psychologist_id: number;
  client_id: number;
  is_active: boolean;
  updated_at: Timestamp;
}

/** Published by catalogue: a psychologist is listed when VERIFIED with an approved price. */
export interface PsychologistListingView {
  profile_id: number;
  verification_status: string;
  approved_price: number | null;
}

/** Published by identity. Only the columns booking reads. */
export interface ProfileDirectoryView {
  profile_id: number;
  user_id: number;
  user_type: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  gender: string | null;
  region: string | null;
  is_active: boolean;
}

/** Published by identity: a profile's RUT and phone, for the screens that show them (the patient list, contact). */
export interface ProfileContactsView {
  profile_id: number;
  rut: string | null;
  phone: string | null;
}

/** Published by identity: where a profile is paid, nothing else of the person. */
export interface PayoutAccountsView {
  profile_id: number;
  user_type: string;
  email: string;
  is_active: boolean;
  created_at: Date;
  bank_name: string | null;
  bank_account_type: string | null;
  bank_account_number: string | null;
  bank_account_owner: string | null;
  bank_account_owner_rut: string | null;
  bank_account_owner_email: string | null;
}

export interface BookingDatabase {
  schedule_blocks: ScheduleBlocksTable;
  appointments: AppointmentsTable;
  appointment_status_changes: AppointmentStatusChangesTable;
  psychologist_patient_marks: PsychologistPatientMarksTable;
  'catalogue.psychologist_listing': PsychologistListingView;
  'identity.profile_directory': ProfileDirectoryView;
  'identity.profile_contacts': ProfileContactsView;
  'identity.payout_accounts': PayoutAccountsView;
}

export type ScheduleBlockRow = Selectable<ScheduleBlocksTable>;
export type NewScheduleBlock = Insertable<ScheduleBlocksTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;
export type NewAppointment = Insertable<AppointmentsTable>;
export type StatusChangeRow = Selectable<AppointmentStatusChangesTable>;
