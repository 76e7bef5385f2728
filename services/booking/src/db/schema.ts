import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AppointmentStatus, PartOfDay, PaymentMethodId, Weekday } from '@emind/domain';
import type { AccessEventsView, PublishedViews, Timestamp } from '@emind/server-kit';

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
  /** The weekly series it belongs to (appointment_series), null for a single booking. */
  series_id: ColumnType<number | null, number | null | undefined, number | null>;
  refunded_at: Timestamp | null;
  /** What its cancellation refunds (cancellation-policy/refund-on-cancel.ts); null until cancelled, and for cancellations before policies. */
  refund_amount: ColumnType<number | null, number | null | undefined, number | null>;
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

/** One saved text of an appointment's clinical note (Decreto 41/2012): rows are only ever added. */
export interface ClinicalNoteVersionsTable {
  id: Generated<number>;
  appointment_id: number;
  author_profile_id: number;
  notes: string;
  written_at: Timestamp;
}

export type SealedRecordKind = 'payment_record' | 'clinical_note';

/** What a law obliges booking to keep after an erasure; no route, screen or export reads it. */
export interface SealedRecordsTable {
  id: Generated<number>;
  subject_user_id: number;
  appointment_id: number;
  kind: SealedRecordKind;
  payload: ColumnType<Record<string, unknown>, string, string>;
  file_key: string | null;
  sealed_at: Timestamp;
  purge_after: Timestamp;
}

/** Calendar sync: a person's subscription address, kept as the sha256 of its token (the token itself never). */
export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** 'Lista de espera': one entry per patient and psychologist; lapses at expires_at. */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  client_id: number;
  psychologist_id: number;
  /** ISO weekdays, 1 = lunes … 7 = domingo. */
  weekdays: number[];
  part_of_day: PartOfDay;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A psychologist's slot as the waitlist keeps it: 'yyyy-MM-dd', 'HH:MM' (Chile) and its instant. */
interface SlotColumns {
  psychologist_id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Timestamp;
}

/** A slot a change freed, written in that change's transaction; the waitlist job claims it once. */
export interface FreedSlotsTable extends SlotColumns {
  id: Generated<number>;
  created_at: Timestamp;
  processed_at: Timestamp | null;
}

/** A waitlisted patient told of a freed slot (once per patient and slot). */
export interface WaitlistNoticesTable extends SlotColumns {
  id: Generated<number>;
  client_id: number;
  created_at: Timestamp;
}

/** 'Reprogramar': one row per move of an appointment (dates 'yyyy-MM-dd', times 'HH:MM', Chile). */
export interface AppointmentReschedulesTable {
  id: Generated<number>;
  appointment_id: number;
  from_date: string;
  from_start_time: string;
  from_end_time: string;
  from_starts_at: Timestamp;
  to_date: string;
  to_start_time: string;
  to_end_time: string;
  to_starts_at: Timestamp;
  changed_by_user_id: number | null;
  changed_by_role: Exclude<StatusChangeRole, 'system'>;
  created_at: Timestamp;
}

/** A weekly series ('Serie semanal'): its sessions are ordinary appointments carrying its id. */
export interface AppointmentSeriesTable {
  id: Generated<number>;
  psychologist_id: number;
  client_id: number;
  weeks: number;
  created_at: Timestamp;
}

/** 'Ausencias': whole Chile calendar days without slots, both ends included; the reason is private. */
export interface TimeOffTable {
  id: Generated<number>;
  psychologist_id: number;
  /** Postgres `date`: 'yyyy-MM-dd'. */
  starts_on: string;
  ends_on: string;
  reason: string;
  created_at: Timestamp;
}

/** The psychologist's 'No atender feriados' switch (no row: off). */
export interface TimeOffSettingsTable {
  psychologist_id: number;
  skip_holidays: boolean;
  updated_at: Timestamp;
}

/** Chile's legal holidays, copied at start from @emind/domain's table (for the published view). */
export interface LegalHolidaysTable {
  date: string;
  name: string;
}

/** Appointments a card payment confirmed (booking.confirm_card_payment) whose confirmation mails are still to be queued. */
export interface CardConfirmationsTable {
  appointment_id: number;
  created_at: Generated<Date>;
}

export interface BookingDatabase extends Pick<PublishedViews, 'catalogue.psychologist_listing' | 'identity.profile_directory' | 'identity.profile_contacts' | 'identity.payout_accounts' | 'identity.account_access' | 'identity.optional_mail'> {
  card_confirmations: CardConfirmationsTable;
  time_off: TimeOffTable;
  time_off_settings: TimeOffSettingsTable;
  legal_holidays: LegalHolidaysTable;
  appointment_series: AppointmentSeriesTable;
  appointment_reschedules: AppointmentReschedulesTable;
  schedule_blocks: ScheduleBlocksTable;
  appointments: AppointmentsTable;
  appointment_status_changes: AppointmentStatusChangesTable;
  psychologist_patient_marks: PsychologistPatientMarksTable;
  sealed_records: SealedRecordsTable;
  clinical_note_versions: ClinicalNoteVersionsTable;
  waitlist_entries: WaitlistEntriesTable;
  freed_slots: FreedSlotsTable;
  waitlist_notices: WaitlistNoticesTable;
  calendar_feeds: CalendarFeedsTable;
  access_events: AccessEventsView;
}

export type ScheduleBlockRow = Selectable<ScheduleBlocksTable>;
export type NewScheduleBlock = Insertable<ScheduleBlocksTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;
export type NewAppointment = Insertable<AppointmentsTable>;
export type StatusChangeRow = Selectable<AppointmentStatusChangesTable>;
