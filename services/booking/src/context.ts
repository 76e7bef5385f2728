import type { Kysely } from 'kysely';
import type { BookingConfig } from './config.ts';
import type { BookingDatabase } from './db/schema.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface BookingContext {
  db: Kysely<BookingDatabase>;
  config: BookingConfig;
  /** The clock; tests pin it. */
  now(): Date;
}
