import type { PaymentMethodId } from '@emind/domain';
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { PaymentsDatabase } from './schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type ReadOnly<T> = ColumnType<T, never, never>;
type BigId = ColumnType<number, number | undefined, number>;

/** Migration 20261229T300000: the appointment whose cancellation a refund gives back (null for other refunds). */
export interface CancellationRefundColumn {
  cancelled_appointment_id: number | null;
}

export interface PayoutBatchesTable {
  id: Generated<number>;
  /** Postgres `date`, 'yyyy-MM-dd': everything owed up to this day (Chile). */
  up_to: string;
  created_by_user_id: number;
  created_at: Timestamp;
  paid_on: string | null;
  paid_by_user_id: number | null;
}

export interface PayoutLinesTable {
  id: Generated<number>;
  batch_id: BigId;
  psychologist_id: number;
  amount: number;
  sessions: number;
  rut: string;
  name: string;
  bank: string;
  account_type: string;
  account_number: string;
  email: string;
  /** Migration 20261230T100000: when the psychologist's erasure blanked the e-mail; the rest stays until purge_after. */
  erased_at: Timestamp | null;
  purge_after: Timestamp | null;
}

export interface PayoutSessionsTable {
  appointment_id: number;
  batch_id: BigId;
  psychologist_id: number;
  transaction_id: BigId;
  amount: number;
}

/** Published by booking: each cancellation that gives money back, as the policy computed it. Read-only here. */
export interface RefundsDueView {
  appointment_id: ReadOnly<number>;
  client_id: ReadOnly<number>;
  psychologist_id: ReadOnly<number>;
  payment_method: ReadOnly<PaymentMethodId>;
  amount_paid: ReadOnly<number>;
  refund_amount: ReadOnly<number>;
  refund_percent: ReadOnly<number>;
  reason: ReadOnly<string>;
  cancelled_by: ReadOnly<string>;
  cancelled_at: ReadOnly<Date>;
  refunded_at: ReadOnly<Date | null>;
}

/** Published by booking: each cancellation of a paid session that kept money (paid less the policy's refund). Read-only here. */
export interface CancellationsKeptView {
  appointment_id: ReadOnly<number>;
  psychologist_id: ReadOnly<number>;
  payment_method: ReadOnly<PaymentMethodId>;
  amount_paid: ReadOnly<number>;
  refund_amount: ReadOnly<number>;
  kept_amount: ReadOnly<number>;
  cancelled_by: ReadOnly<string>;
  cancelled_at: ReadOnly<Date>;
  refunded_at: ReadOnly<Date | null>;
}

/** Published by identity: the bank account each profile is paid to. Only the columns payments reads. */
export interface PayoutAccountsView {
  profile_id: ReadOnly<number>;
  email: ReadOnly<string>;
  bank_name: ReadOnly<string | null>;
  bank_account_type: ReadOnly<string | null>;
  bank_account_number: ReadOnly<string | null>;
  bank_account_owner: ReadOnly<string | null>;
  bank_account_owner_rut: ReadOnly<string | null>;
  bank_account_owner_email: ReadOnly<string | null>;
}

// A type, not an interface: Kysely's withTables wants a plain record of tables.
export type RefundsPayoutsTables = {
  refunds: CancellationRefundColumn;
  payout_batches: PayoutBatchesTable;
  payout_lines: PayoutLinesTable;
  payout_sessions: PayoutSessionsTable;
  'booking.refunds_due': RefundsDueView;
  'booking.cancellations_kept': CancellationsKeptView;
  'identity.payout_accounts': PayoutAccountsView;
};

export type RefundsPayoutsDatabase = PaymentsDatabase & RefundsPayoutsTables;
export type RefundsPayoutsDb = Kysely<RefundsPayoutsDatabase> | Transaction<RefundsPayoutsDatabase>;

/** The payments database with this slice's tables and the views it reads (the core schema stays the first slice's). */
export const withRefundsPayouts = (db: Kysely<PaymentsDatabase>): Kysely<RefundsPayoutsDatabase> => db.withTables<RefundsPayoutsTables>();

export type PayoutBatchRow = Selectable<PayoutBatchesTable>;
export type PayoutLineRow = Selectable<PayoutLinesTable>;
