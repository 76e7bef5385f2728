import type { PaymentStatus, RefundStatus, RefundType } from '@emind/domain';
import type { AccessEventsView, PublishedRow, PublishedViews, Timestamp } from '@emind/server-kit';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Postgres bigint ids, read as numbers (the database handle parses oid 20). */
export type BigId = ColumnType<number, number | undefined, number>;

export interface TransactionsTable {
  id: Generated<number>;
  appointment_id: number;
  client_id: number;
  amount: number;
  buy_order: string;
  session_id: string;
  token: string | null;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  response_code: number | null;
  authorization_code: string | null;
  card_last4: string | null;
  payment_type_code: string | null;
  /** Whether booking confirmed the appointment with it: null until authorized; false: refunded in full. */
  confirmed: boolean | null;
  claimed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefundsTable {
  id: Generated<number>;
  transaction_id: BigId;
  amount: number;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  type: RefundType | null;
  reason: string;
  attempts: Generated<number>;
  last_error: string | null;
  claimed_at: Timestamp | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
}

export interface PaymentsDatabase extends Pick<PublishedViews, 'booking.payable_appointments' | 'identity.profile_directory'> {
  transactions: TransactionsTable;
  refunds: RefundsTable;
  access_events: AccessEventsView;
}

export type TransactionRow = Selectable<TransactionsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type PayableAppointment = PublishedRow<'booking.payable_appointments'>;
