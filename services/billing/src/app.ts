import { defineService, privacyPartsJob, rateLimitPlugin, serviceMail, type DatabaseHandle } from '@emind/server-kit';
import { boletaReminderJob } from './billing/boleta-reminders.ts';
import type { BillingConfig } from './config.ts';
import { billingMigrations } from './db/migrations.ts';
import { billingContextPlugin } from './plugins/billing-context.ts';
import { billingPrivacyParticipant, retentionJob } from './privacy/billing-participant.ts';
import boletaRoutes from './routes/boleta-routes.ts';
import certificateRoutes from './routes/certificate-routes.ts';
import { adminBillingRoutes, statementRoutes } from './routes/statement-routes.ts';

export { billingConfigFromEnv, type BillingConfig } from './config.ts';
export { billingMigrations } from './db/migrations.ts';

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
const billing = defineService<BillingOptions>({
  name: 'billing',
  migrations: billingMigrations,
  setup: async (app, { database, config, now = () => new Date() }) => {
    await app.register(billingContextPlugin, { database, config, now });
  },
  beforeRoutes: async (app, { config, rateLimitNameSpace }) => {
    await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, ...(rateLimitNameSpace ? { nameSpace: rateLimitNameSpace } : {}) });
  },
  routes: [[boletaRoutes, '/billing'], [certificateRoutes, '/billing'], [statementRoutes, '/billing'], [adminBillingRoutes, '/admin/billing']],
  jobs: (app, { database, config }) => [
    boletaReminderJob(app.billing),
    serviceMail(app, database, 'billing', config).outboxJob,
    privacyPartsJob(app.billing.db, billingPrivacyParticipant(app.billing), app.billing.now),
    retentionJob(app.billing),
  ],
});

export default billing;
