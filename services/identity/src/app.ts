import {
  authPlugin,
  createMailTransport,
  drainOutbox,
  loadOrCreateSigningKeys,
  migrateSchema,
  healthProbes,
  pingDatabase,
  privacyPartsJob,
  rateLimitPlugin,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
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

const healthSchema = z.object({ status: z.string(), database: z.string() });

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
const identity: FastifyPluginAsync<IdentityOptions> = async (app, { database, config, onSeeded, now }) => {
  useErrorHandling(app);
  await migrateSchema(database, identityMigrations);
  const keys = loadOrCreateSigningKeys(config.dataDir, config.jwtKeys);

  await app.register(identityContextPlugin, { database, config, ...keys, now });
  await app.register(multipartPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, { publicKey: keys.publicKey, database });

  const seeded = config.seedDemo ? await seedDemoAccounts(app.identity) : false;
  await ensureAdmin(app.identity);
  onSeeded?.(seeded);

  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(contactRoutes, { prefix: '/contacto' });
  await app.register(profileRoutes, { prefix: '/profiles' });
  await app.register(adminPatientRoutes, { prefix: '/profiles/admin/patients' });
  await app.register(exportRoutes, { prefix: '/privacy/exports' });
  await app.register(erasureRoutes, { prefix: '/privacy/erasure' });
  await app.register(accessLogRoutes, { prefix: '/privacy/access-log' });
  await app.register(adminPrivacyRoutes, { prefix: '/admin' });
  await app.register(consentRoutes, { prefix: '/privacy/consents' });

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(
    app,
    [
      { name: 'identity-mail', run: () => drainOutbox(database.db, 'identity', transport, { log: app.log }) },
      privacyPartsJob(app.identity.db, identityParticipant(app.identity), app.identity.now),
      ...privacyRequestJobs(app.identity),
    ],
    config.jobIntervalMs,
  );
  app.metrics.watchOutbox(database.db, 'identity');

  app.get('/identity/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/identity/health', database });
};

export default identity;
