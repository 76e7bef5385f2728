import type { Storage } from '@emind/server-kit';
import type { Kysely } from 'kysely';
import type { CatalogueConfig } from './config.ts';
import type { CatalogueDatabase } from './db/schema.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface CatalogueContext {
  db: Kysely<CatalogueDatabase>;
  config: CatalogueConfig;
  storage: Storage;
  now: () => Date;
}
