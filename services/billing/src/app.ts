import {
  authPlugin,
  createMailTransport,
  drainOutbox,
  healthProbes,
  loadPublicKey,
  migrateSchema,
  pingDatabase,
  privacyPartsJob,
  rateLimitPlugin,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { boletaReminderJob } from './billing/boleta-reminders.ts';
import { DEFAULT_JOB_INTERVAL_MS, type BillingConfig } from './config.ts';
import { billingMigrations } from './db/migrations.ts';
import { billingContextPlugin } from './plugins/billing-context.ts';
import { billingPrivacyParticipant, retentionJob } from './privacy/billing-participant.ts';
import boletaRoutes from './routes/boleta-routes.ts';
import certificateRoutes from './routes/certificate-routes.ts';
import { adminBillingRoutes, statementRoutes } from './routes/statement-routes.ts';

export { billingConfigFromEnv, type BillingConfig } from './config.ts';
export { billingMigrations } from './db/migrations.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

export interface BillingOptions {
  database: DatabaseHandle;
  config: BillingConfig;
  /** The clock (tests move it to make reminders fall due); the real one by default. */
  now?: () => Date;
  /** Key prefix of the shared rate-limit counters (tests isolate themselves). */
  rateLimitNameSpace?: string;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const billingRoutePrefixes = ['/billing', '/admin/billing'] as const;

/**
 * The billing service (issue 29) as a plugin: boletas, reimbursement certificates and their public verification, monthly
 * statements. It reads booking's `billing_sessions`, identity's names and RUTs and catalogue's registry numbers at
 * query time, and writes only its own schema.
 */
const billing: FastifyPluginAsync<BillingOptions> = async (app, { database, config, now = () => new Date(), rateLimitNameSpace }) => {
  useErrorHandling(app);
  await migrateSchema(database, billingMigrations);

  await app.register(billingContextPlugin, { database, config, now });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, ...(rateLimitNameSpace ? { nameSpace: rateLimitNameSpace } : {}) });

  await app.register(boletaRoutes, { prefix: '/billing' });
  await app.register(certificateRoutes, { prefix: '/billing' });
  await app.register(statementRoutes, { prefix: '/billing' });
  await app.register(adminBillingRoutes, { prefix: '/admin/billing' });

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(
    app,
    [
      boletaReminderJob(app.billing),
      { name: 'billing-mail', run: () => drainOutbox(database.db, 'billing', transport, { log: app.log }) },
      privacyPartsJob(app.billing.db, billingPrivacyParticipant(app.billing), now),
      retentionJob(app.billing),
    ],
    config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS,
  );

  app.get('/billing/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/billing/health', database });
};

export default billing;
