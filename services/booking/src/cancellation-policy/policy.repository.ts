import type { CancellationPolicy, Canceller, RefundReason } from '@emind/domain';
import type { ColumnType, Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Db = Kysely<BookingDatabase> | Transaction<BookingDatabase>;

/** Whole hours and percent as stored (smallint); the checks keep them to the three allowed values. */
interface PolicyColumns {
  free_cancellation_hours: CancellationPolicy['free_cancellation_hours'];
  late_cancellation_refund_percent: CancellationPolicy['late_cancellation_refund_percent'];
}

interface CancellationPoliciesTable extends PolicyColumns {
  psychologist_id: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface CancellationRefundsTable {
  appointment_id: number;
  payment_method: string;
  amount_paid: number;
  refund_amount: number;
  refund_percent: number;
  reason: RefundReason;
  cancelled_by: Canceller;
  cancelled_at: ColumnType<Date, Date | string, Date | string>;
}

/** This feature's tables, and the snapshot columns its migration added to appointments (set by a trigger, never written here). */
type PolicyTables = {
  cancellation_policies: CancellationPoliciesTable;
  cancellation_refunds: CancellationRefundsTable;
  appointments: { [K in keyof PolicyColumns]: ColumnType<PolicyColumns[K], never, never> };
};

const withPolicyTables = (db: Db) => db.withTables<PolicyTables>();

export type RecordedRefund = Selectable<CancellationRefundsTable>;

export async function savePolicy(db: Db, psychologistId: number, policy: CancellationPolicy): Promise<void> {
  await withPolicyTables(db)
    .insertInto('cancellation_policies')
    .values({ psychologist_id: psychologistId, ...policy })
    .onConflict((oc) => oc.column('psychologist_id').doUpdateSet({ ...policy, updated_at: sql`now()` }))
    .execute();
}

/** An erased psychologist's policy goes with their schedule (their booked appointments keep their own copy). */
export async function deletePolicy(db: Db, psychologistId: number): Promise<void> {
  await withPolicyTables(db).deleteFrom('cancellation_policies').where('psychologist_id', '=', psychologistId).execute();
}

/** The psychologist's policy as stored, with when it last changed; undefined when they never chose one (the default applies). */
export function findPolicy(db: Db, psychologistId: number) {
  return withPolicyTables(db)
    .selectFrom('cancellation_policies')
    .select(['free_cancellation_hours', 'late_cancellation_refund_percent', 'updated_at'])
    .where('psychologist_id', '=', psychologistId)
    .executeTakeFirst();
}

/** The policy an appointment was booked under. */
export function bookedPolicy(db: Db, appointmentId: number): Promise<PolicyColumns | undefined> {
  return withPolicyTables(db)
    .selectFrom('appointments')
    .select(['free_cancellation_hours', 'late_cancellation_refund_percent'])
    .where('id', '=', appointmentId)
    .executeTakeFirst();
}

/** One refund per appointment: a cancellation happens once (CANCELLED is final), and a replay records nothing new. */
export async function insertRefund(trx: Transaction<BookingDatabase>, refund: RecordedRefund): Promise<void> {
  await withPolicyTables(trx).insertInto('cancellation_refunds').values(refund).onConflict((oc) => oc.column('appointment_id').doNothing()).execute();
}

export function findRefund(db: Db, appointmentId: number): Promise<RecordedRefund | undefined> {
  return withPolicyTables(db).selectFrom('cancellation_refunds').selectAll().where('appointment_id', '=', appointmentId).executeTakeFirst();
}
