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
import { DEFAULT_JOB_INTERVAL_MS, type ReviewsConfig } from './config.ts';
import { reviewsMigrations } from './db/migrations.ts';
import { reviewsContextPlugin } from './plugins/reviews-context.ts';
import { reviewsPrivacyParticipant } from './privacy/reviews-participant.ts';
import commentRoutes from './routes/comments/index.ts';

export { reviewsConfigFromEnv, type ReviewsConfig } from './config.ts';
export { reviewsMigrations } from './db/migrations.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

export interface ReviewsOptions {
  database: DatabaseHandle;
  config: ReviewsConfig;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const reviewsRoutePrefixes = ['/comments', '/reviews'] as const;

/**
 * The reviews service as a plugin: mount it under /api (gateway) or run it alone (server.ts). It reads
 * booking's `completed_sessions` and identity's `profile_directory` at query time, so it migrates on its own.
 */
const reviews: FastifyPluginAsync<ReviewsOptions> = async (app, { database, config }) => {
  useErrorHandling(app);
  await migrateSchema(database, reviewsMigrations);

  await app.register(reviewsContextPlugin, { database, config });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });

  await app.register(commentRoutes, { prefix: '/comments' });

  scheduleJobs(app, [privacyPartsJob(app.reviews.db, reviewsPrivacyParticipant)], config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS);

  app.get('/reviews/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/reviews/health', database });
};

export default reviews;
