import { appointmentCode } from '@emind/domain';
import { accessesAbout, eraseMailAbout, profileIdsOfUser, type ExportPart, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { PaymentsConfig } from '../config.ts';
import type { PaymentsDatabase } from '../db/schema.ts';
import { erasePayoutLines, payoutsExport } from './payouts-privacy.ts';

type Trx = Transaction<PaymentsDatabase>;

async function exportPart(trx: Trx, subject: PrivacySubject): Promise<ExportPart> {
  const ids = await profileIdsOfUser(trx, subject.userId);
  if (ids.length === 0) return { data: {}, files: [] };
  const transactions = await trx.selectFrom('transactions').selectAll().where('client_id', 'in', ids).orderBy('id').execute();
  const refunds = transactions.length
    ? await trx.selectFrom('refunds').selectAll().where('transaction_id', 'in', transactions.map((tx) => tx.id)).orderBy('id').execute()
    : [];
  return {
    data: {
      card_payments: transactions.map((tx) => ({
        appointment: appointmentCode(tx.appointment_id),
        buy_order: tx.buy_order,
        amount: tx.amount,
        status: tx.status,
        card_last4: tx.card_last4,
        authorization_code: tx.authorization_code,
        created_at: tx.created_at,
        refunds: refunds.filter((refund) => refund.transaction_id === tx.id).map((refund) => ({
          amount: refund.amount, status: refund.status, reason: refund.reason, created_at: refund.created_at, done_at: refund.done_at,
        })),
      })),
      ...(await payoutsExport(trx, ids, subject.userId)),
      accesses_by_others: await accessesAbout(trx, 'payments', subject.userId),
    },
    files: [],
  };
}

/**
 * Card payments are payment records (Código Tributario art. 17 and 200) and carry no name, card number or address:
 * only profile ids, amounts, the last four digits and Transbank's codes, so they stay; mail to or about the person goes.
 * A psychologist's payout lines stay as accounting records, without the e-mail, their payee data until the retention
 * ends (payouts-privacy.ts).
 */
export function paymentsPrivacyParticipant(config: Pick<PaymentsConfig, 'retentionPaymentYears'>): PrivacyParticipant<PaymentsDatabase> {
  return {
    service: 'payments',
    exportPart,
    erase: async (trx, subject, now) => {
      await erasePayoutLines(trx, await profileIdsOfUser(trx, subject.userId), now, config.retentionPaymentYears);
      await eraseMailAbout(trx, 'payments', subject);
    },
  };
}
