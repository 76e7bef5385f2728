import type { WebpayReturn } from '@emind/contracts';
import { paymentMessages, type PaymentStatus } from '@emind/domain';
import { notFound } from '@emind/server-kit';
import type { PaymentsContext } from '../context.ts';
import type { TransactionRow } from '../db/schema.ts';
import { WebpayError } from '../webpay/webpay.ts';
import { recordAnswer } from './outcomes.service.ts';
import { claimTransaction, transactionByOrder, transactionByToken, updateTransaction } from './transactions.repository.ts';

/** Which return Transbank made, by the fields it sent (Webpay Plus REST's reference). */
type ReturnKind = { kind: 'paid'; token: string } | { kind: 'aborted'; token: string; buyOrder: string; sessionId: string } | { kind: 'timed_out'; buyOrder: string; sessionId: string };

function returnKindOf(fields: WebpayReturn): ReturnKind | null {
  // A form error followed by 'Anular' sends token_ws and TBK_TOKEN together: it is an abort.
  if (fields.TBK_TOKEN && fields.TBK_ORDEN_COMPRA && fields.TBK_ID_SESION) {
    return { kind: 'aborted', token: fields.TBK_TOKEN, buyOrder: fields.TBK_ORDEN_COMPRA, sessionId: fields.TBK_ID_SESION };
  }
  if (fields.token_ws) return { kind: 'paid', token: fields.token_ws };
  if (fields.TBK_ORDEN_COMPRA && fields.TBK_ID_SESION) return { kind: 'timed_out', buyOrder: fields.TBK_ORDEN_COMPRA, sessionId: fields.TBK_ID_SESION };
  return null;
}

async function transactionOf(ctx: PaymentsContext, found: ReturnKind): Promise<TransactionRow | undefined> {
  if (found.kind === 'paid') return transactionByToken(ctx.db, found.token);
  const tx = await transactionByOrder(ctx.db, found.buyOrder, found.sessionId);
  // An 'Anular' names the token too: a buy order with someone else's token is forged.
  return found.kind === 'aborted' && tx?.token !== found.token ? undefined : tx;
}

/**
 * Asks Transbank about a transaction this caller has claimed: commit after a payment, status after 'Anular' or a
 * timeout (a forged abort cannot undo a payment Transbank authorized), and records the answer. When Transbank does not
 * answer, the transaction stays COMMITTING and the settle job asks again later.
 */
export async function settleClaimed(ctx: PaymentsContext, tx: TransactionRow, ask: 'commit' | 'status', ifOpen: PaymentStatus): Promise<PaymentStatus> {
  if (!tx.token) return tx.status;
  try {
    const answer = ask === 'commit' ? await ctx.webpay.commit(tx.token) : await ctx.webpay.status(tx.token);
    return await recordAnswer(ctx, tx, answer, ifOpen);
  } catch (error) {
    if (!(error instanceof WebpayError)) throw error;
    // Transbank refused the commit (a token already committed or aborted there): its status says what it is.
    if (error.kind === 'refused' && ask === 'commit') return settleClaimed(ctx, tx, 'status', ifOpen);
    if (error.kind === 'refused') {
      await updateTransaction(ctx.db, tx.id, { status: ifOpen === 'INITIALIZED' ? 'ABORTED' : ifOpen, claimed_at: null });
      return ifOpen;
    }
    return 'COMMITTING';
  }
}

/**
 * Transbank's return (GET or POST): finds the transaction the fields name, and, the first time only, settles it. Each
 * token is claimed by one conditional update, so a second return (reload, back button, two tabs at once) claims
 * nothing and shows the same page. Answers the appointment the browser goes back to; unknown or forged fields are not found.
 * When our write fails after Transbank answered (the database down, a fault), the claim stays for the settle job,
 * which asks Transbank's status: the browser still goes to /pago (it shows the payment being processed), never a 5xx.
 */
export async function handleReturn(ctx: PaymentsContext, fields: WebpayReturn, reportFault: (error: unknown) => void): Promise<number> {
  const found = returnKindOf(fields);
  // A payment's return claims by its token at once (one round trip); the others find the transaction first.
  const claimedByToken = found?.kind === 'paid' ? await claimTransaction(ctx.db, { token: found.token }, ctx.now()) : undefined;
  const tx = claimedByToken ?? (found ? await transactionOf(ctx, found) : undefined);
  if (!found || !tx) throw notFound(paymentMessages.returnUnknown);
  const claimed = claimedByToken ?? (found.kind === 'paid' ? undefined : await claimTransaction(ctx.db, tx.id, ctx.now()));
  if (claimed) {
    const settling = found.kind === 'paid'
      ? settleClaimed(ctx, claimed, 'commit', 'FAILED')
      : settleClaimed(ctx, claimed, 'status', found.kind === 'aborted' ? 'ABORTED' : 'TIMED_OUT');
    await settling.catch(reportFault);
  }
  return tx.appointment_id;
}
