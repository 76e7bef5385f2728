import { defineService, privacyPartsJob, serviceMail, type DatabaseHandle } from '@emind/server-kit';
import { cancellationRefundsJob } from './cancellation-refunds/cancellation-refunds-job.ts';
import type { PaymentsConfig } from './config.ts';
import { paymentsMigrations } from './db/migrations.ts';
import { settleJob } from './payments/settle-job.ts';
import { paymentsContextPlugin } from './plugins/payments-context.ts';
import { paymentsPrivacyParticipant } from './privacy/payments-participant.ts';
import { payoutRetentionJob } from './privacy/payouts-privacy.ts';
import { adminPayoutRoutes, earningsRoutes } from './routes/payout-routes.ts';
import webpayRoutes from './routes/webpay-routes.ts';

export { paymentsConfigFromEnv, webpayFormOrigin, type PaymentsConfig } from './config.ts';
export { paymentsMigrations } from './db/migrations.ts';

export interface PaymentsOptions {
  database: DatabaseHandle;
  config: PaymentsConfig;
  /** The clock (tests move it past a hold); the real one by default. */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const paymentsRoutePrefixes = ['/payments', '/admin/payouts'] as const;

/**
 * The payments service (issue 39) as a plugin: card payments through Webpay Plus (Transbank's SDK) and their refunds.
 * It reads booking's `payable_appointments` and identity's `profile_directory`, and confirms an appointment through
 * booking's `confirm_card_payment` inside the transaction that records the payment.
 */
const payments = defineService<PaymentsOptions>({
  name: 'payments',
  migrations: paymentsMigrations,
  setup: async (app, { database, config, now = () => new Date() }) => {
    await app.register(paymentsContextPlugin, { database, config, now });
  },
  routes: [[webpayRoutes, '/payments'], [earningsRoutes, '/payments'], [adminPayoutRoutes, '/admin/payouts']],
  jobs: (app, { database, config }) => [
    settleJob(app.payments),
    cancellationRefundsJob(app.payments),
    serviceMail(app, database, 'payments', config).outboxJob,
    privacyPartsJob(app.payments.db, paymentsPrivacyParticipant(config), app.payments.now),
    payoutRetentionJob(app.payments),
  ],
});

export default payments;
