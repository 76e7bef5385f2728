import {
  authPlugin,
  loadPublicKey,
  migrateSchema,
  healthProbes,
  pingDatabase,
  privacyPartsJob,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_JOB_INTERVAL_MS, type CatalogueConfig } from './config.ts';
import { catalogueMigrations } from './db/migrations.ts';
import { catalogueContextPlugin } from './plugins/catalogue-context.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { publicAnswersPlugin } from './plugins/public-answers.ts';
import { cataloguePrivacyParticipant } from './privacy/catalogue-participant.ts';
import adminRoutes from './routes/admin/index.ts';
import pricingRoutes from './routes/pricing/index.ts';
import professionalRoutes from './routes/professional/index.ts';
import publicRoutes from './routes/public/index.ts';
import { seedDemoCatalogue } from './seed/seed.service.ts';

export { catalogueConfigFromEnv, type CatalogueConfig } from './config.ts';
export { catalogueMigrations } from './db/migrations.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

export interface CatalogueOptions {
  database: DatabaseHandle;
  config: CatalogueConfig;
  /** The clock (tests). */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const catalogueRoutePrefixes = [
  '/profiles/psychologist-profiles/me/professional',
  '/profiles/psychologist-profiles/me/experiences',
  '/profiles/psychologist-profiles/me/upload-verification-document',
  '/profiles/psychologist-profiles/me/documents',
  '/profiles/psychologist-profiles/me/verification-status',
  '/profiles/public',
  '/profiles/admin/psychologists',
  '/profiles/admin/stats',
  '/pricing',
  '/catalogue',
] as const;

/** The catalogue service as a plugin: mount it under /api (gateway) or run it alone (server.ts). */
const catalogue: FastifyPluginAsync<CatalogueOptions> = async (app, { database, config, now }) => {
  useErrorHandling(app);
  await migrateSchema(database, catalogueMigrations);

  await app.register(catalogueContextPlugin, { database, config, ...(now ? { now } : {}) });
  await app.register(multipartPlugin);
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });

  if (config.seedDemo) await seedDemoCatalogue(app.catalogue);

  await app.register(publicAnswersPlugin, { database, maxEntries: config.directoryCacheEntries, now: app.catalogue.now });

  await app.register(professionalRoutes, { prefix: '/profiles/psychologist-profiles' });
  await app.register(publicRoutes, { prefix: '/profiles/public' });
  await app.register(adminRoutes, { prefix: '/profiles/admin' });
  await app.register(pricingRoutes, { prefix: '/pricing' });

  const ctx = app.catalogue;
  scheduleJobs(app, [privacyPartsJob(ctx.db, cataloguePrivacyParticipant(ctx), ctx.now)], config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS);

  app.get('/catalogue/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/catalogue/health', database });
};

export default catalogue;
