import type { AppointmentStatus, PaymentMethodId, PaymentReceiver } from '@emind/domain';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PublishedViews } from '@emind/server-kit';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type ReadOnly<T> = ColumnType<T, never, never>;

export interface BoletasTable {
  id: Generated<number>;
  appointment_id: number;
  receiver: PaymentReceiver;
  /** The psychologist who issued it (their profile id); null for the platform's. A folio is unique per issuer. */
  issuer_id: number | null;
  /** Identity profile ids of the session's two people. */
  psychologist_id: number;
  client_id: number;
  folio: string;
  /** Postgres `date`: 'yyyy-MM-dd'. */
  issued_on: string;
  file_key: string | null;
  attached_by_user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set on an erasure: the tax record is kept, read by no route or export, until `purge_after`. */
  sealed_at: Timestamp | null;
  purge_after: Timestamp | null;
}

export interface CertificatesTable {
  id: Generated<number>;
  code: string;
  client_id: number;
  psychologist_id: number;
  psychologist_name: string;
  psychologist_rut: string | null;
  registration_number: string | null;
  from_date: string;
  to_date: string;
  appointment_ids: number[];
  session_dates: string[];
  total: number;
  created_at: Timestamp;
}

/** The reminder of a missing boleta, once per session (primary key): the row is the claim. */
export interface BoletaRemindersTable {
  appointment_id: number;
  sent_at: Timestamp;
}

/** Published by booking: sessions whose payment was received, or cancelled after being paid. Read-only here. */
export interface BillingSessionsView {
  appointment_id: ReadOnly<number>;
  psychologist_id: ReadOnly<number>;
  client_id: ReadOnly<number>;
  date: ReadOnly<string>;
  start_time: ReadOnly<string>;
  starts_at: ReadOnly<Date>;
  amount: ReadOnly<number>;
  is_first_appointment: ReadOnly<boolean>;
  status: ReadOnly<AppointmentStatus>;
  refunded_at: ReadOnly<Date | null>;
  paid_at: ReadOnly<Date>;
  cancelled_at: ReadOnly<Date | null>;
  /** Booking's 20261229T300000 migration: card payments are collected by the platform. */
  payment_method: ReadOnly<PaymentMethodId>;
}

/** Published by catalogue: the Registro Nacional de Prestadores Individuales de Salud number. */
export interface PsychologistCredentialsView {
  profile_id: ReadOnly<number>;
  health_register_number: ReadOnly<string>;
  university: ReadOnly<string>;
}

export interface BillingDatabase {
  boletas: BoletasTable;
  certificates: CertificatesTable;
  boleta_reminders: BoletaRemindersTable;
  'booking.billing_sessions': BillingSessionsView;
  'identity.profile_directory': PublishedViews['identity.profile_directory'];
  'identity.profile_contacts': PublishedViews['identity.profile_contacts'];
  'catalogue.psychologist_credentials': PsychologistCredentialsView;
}

export type BoletaRow = Selectable<BoletasTable>;
export type CertificateRow = Selectable<CertificatesTable>;
export type BillingSessionRow = Selectable<BillingSessionsView>;
