import type { Storage } from '@emind/server-kit';
import type { Kysely } from 'kysely';
import type { BillingConfig } from './config.ts';
import type { BillingDatabase } from './db/schema.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface BillingContext {
  db: Kysely<BillingDatabase>;
  config: BillingConfig;
  storage: Storage;
  now: () => Date;
}
