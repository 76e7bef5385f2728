import { formatClp, paymentMessages, webpayOutcome, type PaymentStatus } from '@emind/domain';
import { enqueueMails, preparedStatement } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { PaymentsContext } from '../context.ts';
import type { PaymentsDatabase, TransactionRow } from '../db/schema.ts';
import type { WebpayTransactionAnswer } from '../webpay/webpay.ts';
import { processRefunds } from './refunds.service.ts';
import { updateTransaction } from './transactions.repository.ts';

type Trx = Transaction<PaymentsDatabase>;

/** booking's published function: confirms the appointment in the statement that calls it, or answers false (then we refund). */
const confirmCardPayment = (tx: TransactionRow, now: Date) => sql<boolean>`booking.confirm_card_payment(${tx.appointment_id}, ${tx.id}, ${now})`;

type AuthorizedFacts = Pick<TransactionRow, 'response_code' | 'authorization_code' | 'card_last4' | 'payment_type_code'>;

/**
 * The usual end of a payment in one statement (one round trip, its own transaction): booking confirms the appointment
 * and the transaction is recorded AUTHORIZED and confirmed. Booking's function changes nothing when it answers false,
 * and then nothing is written here either: the caller records the refund.
 */
async function recordConfirmed(ctx: PaymentsContext, tx: TransactionRow, facts: AuthorizedFacts): Promise<boolean> {
  const written = await ctx.db
    .with((cte) => cte('booked').materialized(), (db) => db.selectNoFrom(confirmCardPayment(tx, ctx.now()).as('confirmed')))
    .updateTable('transactions')
    .from('booked')
    .set({ ...facts, status: 'AUTHORIZED', confirmed: true, claimed_at: null, updated_at: sql<Date>`now()` })
    .where('transactions.id', '=', tx.id)
    .where('booked.confirmed', '=', true)
    .modifyEnd(preparedStatement)
    .executeTakeFirst();
  return written.numUpdatedRows > 0n;
}

/** The patient is told that a payment which could not confirm their session goes back to their card. */
async function tellRefunded(trx: Trx, ctx: PaymentsContext, tx: TransactionRow, amount: number): Promise<void> {
  const patient = await trx.selectFrom('identity.profile_directory').select(['email', 'first_name']).where('profile_id', '=', tx.client_id).executeTakeFirst();
  if (!patient?.email) return;
  await enqueueMails(trx, 'payments', [{
    to: patient.email,
    subject: 'Devolvimos tu pago con tarjeta',
    text:
      `Hola ${patient.first_name}:\n\nTu pago de ${formatClp(amount)} (orden ${tx.buy_order}) llegó cuando la hora ya no estaba disponible, ` +
      `así que no confirmó ninguna sesión. Pedimos a Transbank su devolución completa a tu tarjeta; según tu banco, puede tardar unos días en verse.\n\n` +
      `Puedes reservar otra hora en ${ctx.config.publicOrigin}.\n\ne-mind`,
  }]);
}

/**
 * Records what Transbank said about a claimed transaction (its commit or status answer) and what follows. An
 * authorization confirms the appointment through booking's function, in the statement that records it. When the
 * appointment can no longer be confirmed (the hold expired and the slot was taken or cancelled, another payment
 * confirmed it), or Transbank authorized another amount or order, it becomes a full refund the patient is told about,
 * written with its mail in one database transaction, and then asked of Transbank at once (the job retries it). A
 * refusal is FAILED; a transaction still open takes `ifOpen`.
 */
export async function recordAnswer(ctx: PaymentsContext, tx: TransactionRow, answer: WebpayTransactionAnswer, ifOpen: PaymentStatus): Promise<PaymentStatus> {
  const outcome = webpayOutcome(answer, { amount: tx.amount, buyOrder: tx.buy_order });
  const facts = { response_code: answer.response_code ?? null, claimed_at: null };
  if (outcome === null) {
    await updateTransaction(ctx.db, tx.id, { ...facts, status: ifOpen });
    return ifOpen;
  }
  if (outcome === 'failed') {
    await updateTransaction(ctx.db, tx.id, { ...facts, status: 'FAILED' });
    return 'FAILED';
  }
  const authorized: AuthorizedFacts = {
    response_code: facts.response_code,
    authorization_code: answer.authorization_code ?? null,
    card_last4: answer.card_detail?.card_number?.slice(-4) ?? null,
    payment_type_code: answer.payment_type_code ?? null,
  };
  if (outcome === 'authorized' && (await recordConfirmed(ctx, tx, authorized))) return 'AUTHORIZED';
  const paid = answer.amount ?? tx.amount;
  await ctx.db.transaction().execute(async (trx) => {
    await updateTransaction(trx, tx.id, { ...authorized, claimed_at: null, status: 'AUTHORIZED', confirmed: false });
    const reason = outcome === 'authorized' ? paymentMessages.lateRefundReason : paymentMessages.mismatchRefundReason;
    await trx.insertInto('refunds').values({ transaction_id: tx.id, amount: paid, reason, created_at: ctx.now() }).execute();
    await tellRefunded(trx, ctx, tx, paid);
  });
  await processRefunds(ctx, tx.id);
  return 'AUTHORIZED';
}
