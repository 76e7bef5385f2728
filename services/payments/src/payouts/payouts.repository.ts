import { chileDateOf, keptShareOwedSince, labelOf, banks, bankAccountTypes, owedSessionStatuses, owedToPsychologist } from '@emind/domain';
import type { Kysely } from 'kysely';
import type { PayoutLineRow, RefundsPayoutsDatabase, RefundsPayoutsDb } from '../db/refunds-payouts-schema.ts';

type Db = Kysely<RefundsPayoutsDatabase>;

/** A card-paid later session and what the platform owes for it now (zero: nothing yet). */
export interface OwedSession {
  appointmentId: number;
  psychologistId: number;
  transactionId: number;
  /** When it became owed: the session's start, or for a cancellation the day its refund was done. */
  owedSince: Date;
  paid: number;
  owed: number;
}

const DAY_MS = 86_400_000;

/**
 * The card-paid sessions not yet in any batch, of one psychologist or all, owed since a Chile date on or before `to`
 * (and from `from`), each with what is owed for it (libs/domain `owedToPsychologist`); first sessions are left out. A
 * cancellation's kept share (booking's `cancellations_kept`) counts from the day its refund was done, or from the
 * cancellation when nothing goes back: its session may still be ahead.
 */
export async function unpaidCardSessions(db: Db, filter: { to: string; psychologistId?: number; from?: string }): Promise<OwedSession[]> {
  // A margin of two days around the Chile dates; the exact day is compared below.
  const before = new Date(Date.parse(`${filter.to}T00:00:00Z`) + 2 * DAY_MS);
  let query = db
    .selectFrom('booking.payable_appointments as a')
    .innerJoin('transactions as t', (join) => join.onRef('t.appointment_id', '=', 'a.appointment_id').on('t.confirmed', '=', true))
    .leftJoin('booking.cancellations_kept as k', 'k.appointment_id', 'a.appointment_id')
    .select(['a.appointment_id', 'a.psychologist_id', 'a.status', 'a.is_first_appointment', 'a.starts_at', 't.id as transaction_id', 't.amount', 'k.refund_amount', 'k.cancelled_at', 'k.refunded_at'])
    .where('a.payment_method', '=', 'credit_card')
    .where('a.is_first_appointment', '=', false)
    .where('a.status', 'in', [...owedSessionStatuses])
    .where((eb) => eb.or([
      eb('a.starts_at', '<', before),
      eb.and([eb('a.status', '=', 'CANCELLED'), eb.or([eb('k.refunded_at', '<', before), eb.and([eb('k.refund_amount', '=', 0), eb('k.cancelled_at', '<', before)])])]),
    ]))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('payout_sessions as p').select('p.appointment_id').whereRef('p.appointment_id', '=', 'a.appointment_id'))));
  if (filter.psychologistId !== undefined) query = query.where('a.psychologist_id', '=', filter.psychologistId);
  const rows = await query.orderBy('a.starts_at').execute();
  const refunds = rows.length === 0 ? [] : await db.selectFrom('refunds').select(['transaction_id', 'amount', 'status']).where('transaction_id', 'in', rows.map((row) => row.transaction_id)).execute();
  return rows
    .map((row) => {
      const cancellation = row.refund_amount === null || row.cancelled_at === null
        ? null
        : { refundAmount: row.refund_amount, cancelledAt: new Date(row.cancelled_at), refundedAt: row.refunded_at === null ? null : new Date(row.refunded_at) };
      const keptSince = row.status === 'CANCELLED' && cancellation ? keptShareOwedSince(cancellation) : null;
      const owedSince = new Date(keptSince ?? row.starts_at);
      const owed = owedToPsychologist({
        isFirst: row.is_first_appointment, status: row.status, paid: row.amount,
        refunds: refunds.filter((refund) => refund.transaction_id === row.transaction_id),
        cancellation,
      });
      return { appointmentId: row.appointment_id, psychologistId: row.psychologist_id, transactionId: row.transaction_id, owedSince, paid: row.amount, owed };
    })
    .filter((session) => inChileDates(session.owedSince, filter.from, filter.to));
}

/** Sessions a card payment confirmed for one psychologist between two Chile dates, and what a batch paid for each. */
export async function cardSessionsBetween(db: Db, psychologistId: number, from: string, to: string): Promise<{ paid: number; inPayout: number | null }[]> {
  const rows = await db
    .selectFrom('booking.payable_appointments as a')
    .innerJoin('transactions as t', (join) => join.onRef('t.appointment_id', '=', 'a.appointment_id').on('t.confirmed', '=', true))
    .leftJoin('payout_sessions as p', 'p.appointment_id', 'a.appointment_id')
    .select(['a.starts_at', 't.amount', 'p.amount as in_payout'])
    .where('a.psychologist_id', '=', psychologistId)
    .where('a.starts_at', '>', new Date(Date.parse(`${from}T00:00:00Z`) - 2 * DAY_MS))
    .where('a.starts_at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS))
    .execute();
  return rows
    .filter((row) => inChileDates(new Date(row.starts_at), from, to))
    .map((row) => ({ paid: row.amount, inPayout: row.in_payout }));
}

const inChileDates = (instant: Date, from: string | undefined, to: string): boolean => {
  const date = chileDateOf(instant);
  return date <= to && (from === undefined || date >= from);
};

/** The bank data a transfer goes to, as identity has it now (labels, not codes: the file is read by people too). */
export async function payoutAccounts(db: RefundsPayoutsDb, profileIds: readonly number[]) {
  if (profileIds.length === 0) return new Map<number, BankData>();
  const rows = await db.selectFrom('identity.payout_accounts').selectAll().where('profile_id', 'in', [...profileIds]).execute();
  return new Map<number, BankData>(
    rows.map((row) => [
      row.profile_id,
      {
        rut: row.bank_account_owner_rut ?? '',
        name: row.bank_account_owner ?? '',
        bank: labelOf(banks, row.bank_name) ?? row.bank_name ?? '',
        account_type: labelOf(bankAccountTypes, row.bank_account_type) ?? row.bank_account_type ?? '',
        account_number: row.bank_account_number ?? '',
        email: row.bank_account_owner_email || row.email,
      },
    ]),
  );
}

/** What a transfer needs, as a batch's line keeps it. */
export type BankData = Pick<PayoutLineRow, 'rut' | 'name' | 'bank' | 'account_type' | 'account_number' | 'email'>;

/** A profile identity no longer has (erased): the line is kept, and the screen says its bank data is missing. */
export const missingBankData: BankData = { rut: '', name: '', bank: '', account_type: '', account_number: '', email: '' };
