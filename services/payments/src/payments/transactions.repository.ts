import { webpayBuyOrder, webpaySessionId } from '@emind/domain';
import { preparedStatement } from '@emind/server-kit';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { PaymentsDatabase, PayableAppointment, TransactionRow, TransactionsTable } from '../db/schema.ts';

type Db = Kysely<PaymentsDatabase>;

/** The appointment as booking publishes it to payments, or undefined. */
export function payableAppointment(db: Db, appointmentId: number): Promise<PayableAppointment | undefined> {
  return db.selectFrom('booking.payable_appointments').selectAll().where('appointment_id', '=', appointmentId).executeTakeFirst();
}

const nextTransactionId = sql<string>`nextval(pg_get_serial_sequence('payments.transactions', 'id'))`;

/**
 * What starting a payment needs, in one round trip: the appointment as booking publishes it, whether a return of it is
 * being committed now, and the id its new transaction will take (drawn here; one unused when the start is refused).
 */
export async function checkoutFacts(db: Db, appointmentId: number): Promise<(PayableAppointment & { committing: boolean; nextTransactionId: number }) | undefined> {
  const row = await db
    .selectFrom('booking.payable_appointments as a')
    .selectAll('a')
    .select(sql<boolean>`exists (select 1 from payments.transactions t where t.appointment_id = a.appointment_id and t.status = 'COMMITTING')`.as('committing'))
    .select(nextTransactionId.as('next_transaction_id'))
    .where('a.appointment_id', '=', appointmentId)
    .modifyEnd(preparedStatement)
    .executeTakeFirst();
  if (!row) return undefined;
  const { next_transaction_id: next, ...facts } = row;
  return { ...facts, nextTransactionId: Number(next) };
}

/**
 * A new transaction: its id is drawn first (here, or by `checkoutFacts`), since the buy order and session id Webpay
 * gets are made from it.
 */
export async function insertTransaction(db: Db, row: { id?: number; appointmentId: number; clientId: number; amount: number; now: Date }): Promise<TransactionRow> {
  const id = row.id ?? Number((await sql<{ id: string }>`select ${nextTransactionId} as id`.execute(db)).rows[0]?.id);
  return db
    .insertInto('transactions')
    .values({
      id, appointment_id: row.appointmentId, client_id: row.clientId, amount: row.amount, buy_order: webpayBuyOrder(row.appointmentId, id),
      session_id: webpaySessionId(id), created_at: row.now, updated_at: row.now,
    })
    .returningAll()
    .modifyEnd(preparedStatement)
    .executeTakeFirstOrThrow();
}

export async function updateTransaction(db: Db | Transaction<PaymentsDatabase>, id: number, changes: Updateable<TransactionsTable>): Promise<void> {
  await db.updateTable('transactions').set({ ...changes, updated_at: sql<Date>`now()` }).where('id', '=', id).modifyEnd(preparedStatement).execute();
}

/**
 * Claims an open transaction for the one caller that will ask Transbank about it: INITIALIZED → COMMITTING in one
 * conditional update (or a stale COMMITTING, left by a process killed mid-way, when `staleBefore` is given), by its id
 * or its token (a return's first round trip). A second return of the same token, concurrent or later, claims nothing.
 */
export function claimTransaction(db: Db, key: number | { token: string }, now: Date, staleBefore?: Date): Promise<TransactionRow | undefined> {
  return db
    .updateTable('transactions')
    .set({ status: 'COMMITTING', claimed_at: now, updated_at: now })
    .where((eb) => (typeof key === 'number' ? eb('id', '=', key) : eb('token', '=', key.token)))
    .where('token', 'is not', null)
    .where((eb) =>
      staleBefore
        ? eb.or([eb('status', '=', 'INITIALIZED'), eb.and([eb('status', '=', 'COMMITTING'), eb('claimed_at', '<', staleBefore)])])
        : eb('status', '=', 'INITIALIZED'),
    )
    .returningAll()
    .modifyEnd(preparedStatement)
    .executeTakeFirst();
}

/** Ends a transaction Transbank never answered the creation of (no token), unless its answer has just been written. */
export async function failUntokened(db: Db, id: number): Promise<boolean> {
  const ended = await db.updateTable('transactions').set({ status: 'FAILED', updated_at: sql<Date>`now()` })
    .where('id', '=', id).where('token', 'is', null).where('status', '=', 'INITIALIZED').executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

export function transactionByToken(db: Db, token: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('token', '=', token).executeTakeFirst();
}

export function transactionByOrder(db: Db, buyOrder: string, sessionId: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('buy_order', '=', buyOrder).where('session_id', '=', sessionId).executeTakeFirst();
}

export function transactionsOf(db: Db, appointmentId: number): Promise<TransactionRow[]> {
  return db.selectFrom('transactions').selectAll().where('appointment_id', '=', appointmentId).orderBy('id', 'desc').execute();
}

/** Open transactions the settle job looks at: created before `openBefore`, or claimed and left before `staleBefore`. */
export async function settleableTransactions(db: Db, openBefore: Date, staleBefore: Date, limit: number): Promise<TransactionRow[]> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'INITIALIZED'), eb('created_at', '<', openBefore)]),
        eb.and([eb('status', '=', 'COMMITTING'), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}
