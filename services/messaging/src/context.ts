import type { Storage } from '@emind/server-kit';
import type { Kysely } from 'kysely';
import type { MessagingConfig } from './config.ts';
import type { MessagingDatabase } from './db/schema.ts';
import type { LiveHub } from './live/live-hub.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface MessagingContext {
  db: Kysely<MessagingDatabase>;
  config: MessagingConfig;
  live: LiveHub;
  /** Where attachments are kept (private area), the data directory or the bucket EMIND_STORAGE_URL names. */
  storage: Storage;
  now: () => Date;
}
