import type { AppointmentStatus, PaymentMethodId, PaymentStatus, RefundStatus, RefundType } from '@emind/domain';
import type { AccessEventsView, PublishedViews } from '@emind/server-kit';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Postgres bigint ids, read as numbers (the database handle parses oid 20). */
type BigId = ColumnType<number, number | undefined, number>;

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

/** Published by booking: each appointment's payer, amount and hold. Read-only here. */
export interface PayableAppointmentsView {
  appointment_id: ColumnType<number, never, never>;
  client_id: ColumnType<number, never, never>;
  psychologist_id: ColumnType<number, never, never>;
  amount: ColumnType<number, never, never>;
  status: ColumnType<AppointmentStatus, never, never>;
  payment_method: ColumnType<PaymentMethodId, never, never>;
  hold_expires_at: ColumnType<Date, never, never>;
  is_first_appointment: ColumnType<boolean, never, never>;
  starts_at: ColumnType<Date, never, never>;
  card_transaction_id: ColumnType<number | null, never, never>;
}

export interface PaymentsDatabase {
  transactions: TransactionsTable;
  refunds: RefundsTable;
  access_events: AccessEventsView;
  'booking.payable_appointments': PayableAppointmentsView;
  'identity.profile_directory': PublishedViews['identity.profile_directory'];
}

export type TransactionRow = Selectable<TransactionsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type PayableAppointment = Selectable<PayableAppointmentsView>;
