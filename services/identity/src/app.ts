import { defineService, loadOrCreateSigningKeys, privacyPartsJob, rateLimitPlugin, serviceMail, type DatabaseHandle } from '@emind/server-kit';
import type { IdentityConfig } from './config.ts';
import { identityMigrations } from './db/migrations.ts';
import { identityContextPlugin } from './plugins/identity-context.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import adminPatientRoutes from './routes/admin/index.ts';
import adminPrivacyRoutes from './routes/admin-privacy/index.ts';
import authRoutes from './routes/auth/index.ts';
import contactRoutes from './routes/contacto/index.ts';
import consentRoutes from './routes/privacy/consents.ts';
import profileRoutes from './routes/profiles/index.ts';
import accessLogRoutes from './routes/privacy/requests-access-log.ts';
import erasureRoutes from './routes/privacy/requests-erasure.ts';
import exportRoutes from './routes/privacy/requests-exports.ts';
import { identityParticipant } from './privacy/identity-participant.ts';
import { privacyRequestJobs } from './privacy/requests/jobs.ts';
import { ensureAdmin, seedDemoAccounts } from './seed/seed.service.ts';

export { identityConfigFromEnv, defaultRateLimits, type IdentityConfig, type RateLimits } from './config.ts';
export { identityMigrations } from './db/migrations.ts';
export { DEMO_PASSWORD, demoAccounts } from './seed/demo-data.ts';
export { assemblePrivacyRequests, expirePrivacyExports, type PrivacyJobContext } from './privacy/requests/assembler.ts';

export interface IdentityOptions {
  database: DatabaseHandle;
  config: IdentityConfig;
  /** Called with whether demo accounts were created on this start. */
  onSeeded?: (seeded: boolean) => void;
  /** The clock of jobs and data-request deadlines; tests pin it. */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const identityRoutePrefixes = [
  '/auth',
  '/contacto',
  '/profiles/client-profiles',
  '/profiles/psychologist-profiles',
  '/profiles/admin-profiles',
  '/profiles/admin/patients',
  '/identity',
  '/admin/data-requests',
  '/admin/access-log',
  '/privacy',
] as const;

/** The identity service as a plugin: mount it under /api (gateway) or run it alone (server.ts). */
const identity = defineService<IdentityOptions>({
  name: 'identity',
  migrations: identityMigrations,
  signingKeys: ({ config }) => loadOrCreateSigningKeys(config.dataDir, config.jwtKeys),
  setup: async (app, { database, config, now }, keys) => {
    await app.register(identityContextPlugin, { database, config, ...keys, now });
    await app.register(multipartPlugin);
    await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  },
  beforeRoutes: async (app, { config, onSeeded }) => {
    const seeded = config.seedDemo ? await seedDemoAccounts(app.identity) : false;
    await ensureAdmin(app.identity);
    onSeeded?.(seeded);
  },
  routes: [
    [authRoutes, '/auth'],
    [contactRoutes, '/contacto'],
    [profileRoutes, '/profiles'],
    [adminPatientRoutes, '/profiles/admin/patients'],
    [exportRoutes, '/privacy/exports'],
    [erasureRoutes, '/privacy/erasure'],
    [accessLogRoutes, '/privacy/access-log'],
    [adminPrivacyRoutes, '/admin'],
    [consentRoutes, '/privacy/consents'],
  ],
  jobs: (app, { database, config }) => [
    serviceMail(app, database, 'identity', config).outboxJob,
    privacyPartsJob(app.identity.db, identityParticipant(app.identity), app.identity.now),
    ...privacyRequestJobs(app.identity),
  ],
  watchOutbox: true,
});

export default identity;
