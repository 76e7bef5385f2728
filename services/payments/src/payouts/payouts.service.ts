import type { CardEarnings, PayoutBatch, PayoutBatchList, PayoutBatchSummary } from '@emind/contracts';
import { chileToday, monthBounds, payoutMessages, payoutReference } from '@emind/domain';
import { badRequest, conflict, notFound, recordAccess, type AuthUser } from '@emind/server-kit';
import { sql } from 'kysely';
import type { PaymentsContext } from '../context.ts';
import { withRefundsPayouts, type PayoutBatchRow } from '../db/refunds-payouts-schema.ts';
import { cardSessionsBetween, missingBankData, payoutAccounts, unpaidCardSessions } from './payouts.repository.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();
const sum = (values: readonly { owed: number }[]) => values.reduce((total, value) => total + value.owed, 0);

async function summaries(ctx: PaymentsContext, batchIds?: readonly number[]): Promise<PayoutBatchSummary[]> {
  const db = withRefundsPayouts(ctx.db);
  let query = db
    .selectFrom('payout_batches as b')
    .leftJoin('payout_lines as l', 'l.batch_id', 'b.id')
    .select(['b.id', 'b.up_to', 'b.created_at', 'b.paid_on'])
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('l.amount'), eb.lit(0)).as('total'),
      eb.fn.count<number>('l.id').as('psychologists'),
      eb.fn.coalesce(eb.fn.sum<number>('l.sessions'), eb.lit(0)).as('sessions'),
    ])
    .groupBy('b.id')
    .orderBy('b.id', 'desc');
  if (batchIds) query = query.where('b.id', 'in', [...batchIds]);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id, up_to: row.up_to, created_at: iso(row.created_at), paid_on: row.paid_on,
    total: Number(row.total), psychologists: Number(row.psychologists), sessions: Number(row.sessions),
  }));
}

export async function listPayoutBatches(ctx: PaymentsContext): Promise<PayoutBatchList> {
  return { results: await summaries(ctx) };
}

/**
 * A batch with its lines, as `reader` (an admin) is shown it: each psychologist's bank data read is written in the
 * access log ('Datos bancarios', the batch as its id), whether the answer is the page, the file or a change's answer.
 */
export async function payoutBatch(ctx: PaymentsContext, reader: AuthUser, id: number): Promise<PayoutBatch> {
  const [summary] = await summaries(ctx, [id]);
  if (!summary) throw notFound(payoutMessages.batchNotFound);
  const db = withRefundsPayouts(ctx.db);
  const lines = await db
    .selectFrom('payout_lines as l')
    .leftJoin('identity.profile_directory as p', 'p.profile_id', 'l.psychologist_id')
    .selectAll('l')
    .select('p.user_id')
    .where('l.batch_id', '=', id)
    .orderBy('l.name')
    .orderBy('l.psychologist_id')
    .execute();
  await recordAccess(
    ctx.db,
    'payments',
    lines.flatMap((line) => (line.user_id === null ? [] : [{ subjectUserId: line.user_id, actorUserId: reader.id, actorRole: reader.userType, resource: 'bank_data' as const, resourceId: `payout-batch-${id}` }])),
  );
  return {
    ...summary,
    lines: lines.map((line) => ({
      psychologist: line.psychologist_id, name: line.name, rut: line.rut, bank: line.bank, account_type: line.account_type,
      account_number: line.account_number, email: line.email, amount: line.amount, sessions: line.sessions, reference: payoutReference(id, line.psychologist_id),
    })),
  };
}

/**
 * A batch of everything owed for sessions up to `to`: each session goes in with what is owed for it, at most once in
 * any batch (payout_sessions' primary key; a concurrent batch skips what another took), one line per psychologist with
 * the bank data as it stands now. 409 when nothing is owed (or a batch made at the same moment took it all).
 */
export async function createPayoutBatch(ctx: PaymentsContext, user: AuthUser, to: string): Promise<PayoutBatch> {
  const now = ctx.now();
  if (to > chileToday(now)) throw badRequest({ to: [payoutMessages.futureCutoff] });
  const db = withRefundsPayouts(ctx.db);
  const id = await db.transaction().execute(async (trx) => {
    // One batch at a time, across instances: a batch asked for at the same moment waits here, then reads (a new
    // snapshot per statement) what the first one took as taken, and answers 409 with nothing owed.
    await sql`select pg_advisory_xact_lock(hashtext('payments.payout_batches'))`.execute(trx);
    const owed = (await unpaidCardSessions(trx, { to })).filter((session) => session.owed > 0);
    if (owed.length === 0) throw conflict(payoutMessages.nothingOwed);
    const batch = await trx.insertInto('payout_batches').values({ up_to: to, created_by_user_id: user.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const taken = await trx
      .insertInto('payout_sessions')
      .values(owed.map((session) => ({ appointment_id: session.appointmentId, batch_id: batch.id, psychologist_id: session.psychologistId, transaction_id: session.transactionId, amount: session.owed })))
      .onConflict((oc) => oc.column('appointment_id').doNothing())
      .returning(['psychologist_id', 'amount'])
      .execute();
    if (taken.length === 0) throw conflict(payoutMessages.nothingOwed);
    const byPsychologist = new Map<number, { owed: number }[]>();
    for (const row of taken) byPsychologist.set(row.psychologist_id, [...(byPsychologist.get(row.psychologist_id) ?? []), { owed: row.amount }]);
    const accounts = await payoutAccounts(trx, [...byPsychologist.keys()]);
    await trx
      .insertInto('payout_lines')
      .values([...byPsychologist].map(([psychologistId, sessions]) => ({ batch_id: batch.id, psychologist_id: psychologistId, amount: sum(sessions), sessions: sessions.length, ...(accounts.get(psychologistId) ?? missingBankData) })))
      .execute();
    return batch.id;
  });
  return payoutBatch(ctx, user, id);
}

/** Marks a batch paid on the day the transfers were made (not before its cut-off, not in the future); again corrects it. */
export async function markPayoutPaid(ctx: PaymentsContext, user: AuthUser, id: number, paidOn: string): Promise<PayoutBatch> {
  const db = withRefundsPayouts(ctx.db);
  const batch: Pick<PayoutBatchRow, 'up_to'> | undefined = await db.selectFrom('payout_batches').select('up_to').where('id', '=', id).executeTakeFirst();
  if (!batch) throw notFound(payoutMessages.batchNotFound);
  if (paidOn > chileToday(ctx.now())) throw badRequest({ paid_on: [payoutMessages.paidInFuture] });
  if (paidOn < batch.up_to) throw badRequest({ paid_on: [payoutMessages.paidBeforeCutoff] });
  await db.updateTable('payout_batches').set({ paid_on: paidOn, paid_by_user_id: user.id }).where('id', '=', id).execute();
  return payoutBatch(ctx, user, id);
}

/** 'Mis ingresos': the psychologist's card payments of the month (by session date), what is owed, and their payouts. */
export async function cardEarnings(ctx: PaymentsContext, user: AuthUser, month: string): Promise<CardEarnings> {
  const { from, to } = monthBounds(month);
  const db = withRefundsPayouts(ctx.db);
  const paid = await cardSessionsBetween(db, user.profileId, from, to);
  const owed = (await unpaidCardSessions(db, { to, from, psychologistId: user.profileId })).filter((session) => session.owed > 0);
  const payouts = await db
    .selectFrom('payout_lines as l')
    .innerJoin('payout_batches as b', 'b.id', 'l.batch_id')
    .select(['b.id', 'b.up_to', 'b.paid_on', 'l.amount', 'l.sessions'])
    .where('l.psychologist_id', '=', user.profileId)
    .where('b.up_to', '>=', from)
    .where('b.up_to', '<=', to)
    .orderBy('b.up_to')
    .execute();
  const inPayouts = paid.filter((session) => session.inPayout !== null);
  return {
    month,
    card_payments: { count: paid.length, amount: paid.reduce((total, session) => total + session.paid, 0) },
    owed: { count: owed.length, amount: sum(owed) },
    in_payouts: { count: inPayouts.length, amount: inPayouts.reduce((total, session) => total + (session.inPayout ?? 0), 0) },
    payouts: payouts.map((row) => ({ id: row.id, up_to: row.up_to, paid_on: row.paid_on, amount: row.amount, sessions: row.sessions })),
  };
}
