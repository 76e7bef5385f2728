import { defineService, privacyPartsJob, type DatabaseHandle } from '@emind/server-kit';
import type { ReviewsConfig } from './config.ts';
import { reviewsMigrations } from './db/migrations.ts';
import { reviewsContextPlugin } from './plugins/reviews-context.ts';
import { reviewsPrivacyParticipant } from './privacy/reviews-participant.ts';
import commentRoutes from './routes/comments/index.ts';

export { reviewsConfigFromEnv, type ReviewsConfig } from './config.ts';
export { reviewsMigrations } from './db/migrations.ts';

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
const reviews = defineService<ReviewsOptions>({
  name: 'reviews',
  migrations: reviewsMigrations,
  setup: async (app, { database, config }) => {
    await app.register(reviewsContextPlugin, { database, config });
  },
  routes: [[commentRoutes, '/comments']],
  jobs: (app) => [privacyPartsJob(app.reviews.db, reviewsPrivacyParticipant)],
});

export default reviews;
