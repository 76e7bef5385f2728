import type { PublishedViews, Timestamp } from '@emind/server-kit';
import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { BigId, PaymentsDatabase } from './schema.ts';

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

// A type, not an interface: Kysely's withTables wants a plain record of tables.
export type RefundsPayoutsTables = Pick<PublishedViews, 'booking.refunds_due' | 'booking.cancellations_kept' | 'identity.payout_accounts'> & {
  refunds: CancellationRefundColumn;
  payout_batches: PayoutBatchesTable;
  payout_lines: PayoutLinesTable;
  payout_sessions: PayoutSessionsTable;
};

export type RefundsPayoutsDatabase = PaymentsDatabase & RefundsPayoutsTables;
export type RefundsPayoutsDb = Kysely<RefundsPayoutsDatabase> | Transaction<RefundsPayoutsDatabase>;

/** The payments database with this slice's tables and the views it reads (the core schema stays the first slice's). */
export const withRefundsPayouts = (db: Kysely<PaymentsDatabase>): Kysely<RefundsPayoutsDatabase> => db.withTables<RefundsPayoutsTables>();

export type PayoutBatchRow = Selectable<PayoutBatchesTable>;
export type PayoutLineRow = Selectable<PayoutLinesTable>;
