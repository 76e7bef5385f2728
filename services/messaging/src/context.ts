import type { Kysely } from 'kysely';
import type { MessagingConfig } from './config.ts';
import type { MessagingDatabase } from './db/schema.ts';
import type { LiveHub } from './live/live-hub.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface MessagingContext {
  db: Kysely<MessagingDatabase>;
  config: MessagingConfig;
  live: LiveHub;
  now: () => Date;
}
