import type { Kysely } from 'kysely';
import type { ReviewsConfig } from './config.ts';
import type { ReviewsDatabase } from './db/schema.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface ReviewsContext {
  db: Kysely<ReviewsDatabase>;
  config: ReviewsConfig;
}
