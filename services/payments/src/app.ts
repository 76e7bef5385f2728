import {
  authPlugin,
  createMailTransport,
  drainOutbox,
  healthProbes,
  loadPublicKey,
  migrateSchema,
  pingDatabase,
  privacyPartsJob,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { cancellationRefundsJob } from './cancellation-refunds/cancellation-refunds-job.ts';
import { DEFAULT_JOB_INTERVAL_MS, type PaymentsConfig } from './config.ts';
import { paymentsMigrations } from './db/migrations.ts';
import { settleJob } from './payments/settle-job.ts';
import { paymentsContextPlugin } from './plugins/payments-context.ts';
import { paymentsPrivacyParticipant } from './privacy/payments-participant.ts';
import { payoutRetentionJob } from './privacy/payouts-privacy.ts';
import { adminPayoutRoutes, earningsRoutes } from './routes/payout-routes.ts';
import webpayRoutes from './routes/webpay-routes.ts';

export { paymentsConfigFromEnv, webpayFormOrigin, type PaymentsConfig } from './config.ts';
export { paymentsMigrations } from './db/migrations.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

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
const payments: FastifyPluginAsync<PaymentsOptions> = async (app, { database, config, now = () => new Date() }) => {
  useErrorHandling(app);
  await migrateSchema(database, paymentsMigrations);

  await app.register(paymentsContextPlugin, { database, config, now });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });

  await app.register(webpayRoutes, { prefix: '/payments' });
  await app.register(earningsRoutes, { prefix: '/payments' });
  await app.register(adminPayoutRoutes, { prefix: '/admin/payouts' });

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(
    app,
    [
      settleJob(app.payments),
      cancellationRefundsJob(app.payments),
      { name: 'payments-mail', run: () => drainOutbox(database.db, 'payments', transport, { log: app.log }) },
      privacyPartsJob(app.payments.db, paymentsPrivacyParticipant(config), now),
      payoutRetentionJob(app.payments),
    ],
    config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS,
  );

  app.get('/payments/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/payments/health', database });
};

export default payments;
