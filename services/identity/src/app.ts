import {
  authPlugin,
  createMailTransport,
  drainOutbox,
  loadOrCreateSigningKeys,
  migrateSchema,
  pingDatabase,
  rateLimitPlugin,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { IdentityConfig } from './config.ts';
import { identityMigrations } from './db/migrations/index.ts';
import { identityContextPlugin } from './plugins/identity-context.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import adminPatientRoutes from './routes/admin/index.ts';
import authRoutes from './routes/auth/index.ts';
import contactRoutes from './routes/contacto/index.ts';
import profileRoutes from './routes/profiles/index.ts';
import { ensureAdmin, seedDemoAccounts } from './seed/seed.service.ts';

export { identityConfigFromEnv, defaultRateLimits, type IdentityConfig, type RateLimits } from './config.ts';
export { identityMigrations } from './db/migrations/index.ts';
export { DEMO_PASSWORD, demoAccounts } from './seed/demo-data.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

export interface IdentityOptions {
  database: DatabaseHandle;
  config: IdentityConfig;
  /** Called with whether demo accounts were created on this start. */
  onSeeded?: (seeded: boolean) => void;
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
] as const;

/** The identity service as a plugin: mount it under /api (gateway) or run it alone (server.ts). */
const identity: FastifyPluginAsync<IdentityOptions> = async (app, { database, config, onSeeded }) => {
  useErrorHandling(app);
  await migrateSchema(database, identityMigrations);
  const keys = loadOrCreateSigningKeys(config.dataDir, config.jwtKeys);

  await app.register(identityContextPlugin, { database, config, ...keys });
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

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(app, [{ name: 'identity-mail', run: () => drainOutbox(database.db, 'identity', transport, { log: app.log }) }], config.jobIntervalMs);

  app.get('/identity/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
};

export default identity;
