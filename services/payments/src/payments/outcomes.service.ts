import { formatClp, paymentMessages, webpayOutcome, type PaymentStatus } from '@emind/domain';
import { enqueueMails } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { PaymentsContext } from '../context.ts';
import type { PaymentsDatabase, TransactionRow } from '../db/schema.ts';
import type { WebpayTransactionAnswer } from '../webpay/webpay.ts';
import { processRefunds } from './refunds.service.ts';
import { updateTransaction } from './transactions.repository.ts';

type Trx = Transaction<PaymentsDatabase>;

/** booking's published function: confirms the appointment inside this transaction, or answers false (then we refund). */
async function confirmCardPayment(trx: Trx, appointmentId: number, transactionId: number, now: Date): Promise<boolean> {
  const { rows } = await sql<{ confirmed: boolean }>`select booking.confirm_card_payment(${appointmentId}, ${transactionId}, ${now}) as confirmed`.execute(trx);
  return rows[0]?.confirmed === true;
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
 * Records what Transbank said about a claimed transaction (its commit or status answer) and what follows, in one
 * database transaction: an authorization confirms the appointment through booking's function, or, when the appointment
 * can no longer be confirmed (the hold expired and the slot was taken or cancelled, another payment confirmed it), or
 * Transbank authorized another amount or order, becomes a full refund the patient is told about. A refusal is FAILED;
 * a transaction still open takes `ifOpen`. The refund is then asked of Transbank at once (the job retries it).
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
  const paid = answer.amount ?? tx.amount;
  const refunding = await ctx.db.transaction().execute(async (trx) => {
    const confirmed = outcome === 'authorized' && (await confirmCardPayment(trx, tx.appointment_id, tx.id, ctx.now()));
    await updateTransaction(trx, tx.id, {
      ...facts,
      status: 'AUTHORIZED',
      confirmed,
      authorization_code: answer.authorization_code ?? null,
      card_last4: answer.card_detail?.card_number?.slice(-4) ?? null,
      payment_type_code: answer.payment_type_code ?? null,
    });
    if (confirmed) return false;
    const reason = outcome === 'authorized' ? paymentMessages.lateRefundReason : paymentMessages.mismatchRefundReason;
    await trx.insertInto('refunds').values({ transaction_id: tx.id, amount: paid, reason, created_at: ctx.now() }).execute();
    await tellRefunded(trx, ctx, tx, paid);
    return true;
  });
  if (refunding) await processRefunds(ctx, tx.id);
  return 'AUTHORIZED';
}
