import type { Kysely } from 'kysely';
import type { MeasuresConfig } from './config.ts';
import type { MeasuresDatabase } from './db/schema.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface MeasuresContext {
  db: Kysely<MeasuresDatabase>;
  config: MeasuresConfig;
  now: () => Date;
}
