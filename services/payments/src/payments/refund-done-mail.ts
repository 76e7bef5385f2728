import { formatClp } from '@emind/domain';
import { enqueueMails } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { PaymentsContext } from '../context.ts';
import type { PaymentsDatabase } from '../db/schema.ts';

/** The patient is told, once, that Transbank gave a refund back to their card (in the transaction that records it done). */
export async function tellRefundDone(trx: Transaction<PaymentsDatabase>, ctx: Pick<PaymentsContext, 'config'>, transactionId: number, amount: number): Promise<void> {
  const paid = await trx
    .selectFrom('transactions as t')
    .innerJoin('identity.profile_directory as p', 'p.profile_id', 't.client_id')
    .select(['p.email', 'p.first_name', 't.buy_order', 't.card_last4'])
    .where('t.id', '=', transactionId)
    .executeTakeFirst();
  if (!paid?.email) return;
  const card = paid.card_last4 ? `tu tarjeta terminada en ${paid.card_last4}` : 'tu tarjeta';
  await enqueueMails(trx, 'payments', [{
    to: paid.email,
    subject: `Tu reembolso de ${formatClp(amount)} fue realizado`,
    text:
      `Hola ${paid.first_name}:\n\nTransbank devolvió ${formatClp(amount)} a ${card} (orden ${paid.buy_order}). ` +
      `Según tu banco, puede tardar unos días en verse en tu estado de cuenta.\n\n` +
      `Puedes ver tus citas en ${ctx.config.publicOrigin}/dashboard/appointments.\n\ne-mind`,
  }]);
}
