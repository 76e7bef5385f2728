import type { PaymentReceiver } from '@emind/domain';
import type { Generated, Selectable } from 'kysely';
import type { PublishedRow, PublishedViews, Timestamp } from '@emind/server-kit';

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

export interface BillingDatabase extends Pick<PublishedViews, 'booking.billing_sessions' | 'identity.profile_directory' | 'identity.profile_contacts' | 'catalogue.psychologist_credentials'> {
  boletas: BoletasTable;
  certificates: CertificatesTable;
  boleta_reminders: BoletaRemindersTable;
}

export type BoletaRow = Selectable<BoletasTable>;
export type CertificateRow = Selectable<CertificatesTable>;
export type BillingSessionRow = PublishedRow<'booking.billing_sessions'>;
