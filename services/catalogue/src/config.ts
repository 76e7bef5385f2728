import { mailConfigFromEnv, readConfigOrExit, serviceConfigFromEnv, type ServiceConfig } from '@emind/server-kit';
import { z } from 'zod';

export interface CatalogueConfig extends ServiceConfig {
  /** How often the background jobs (data requests) run; default EMIND_JOB_INTERVAL_MS, 15 s. */
  jobIntervalMs?: number;
  /** Most public directory answers kept in memory (EMIND_DIRECTORY_CACHE_ENTRIES); 0 keeps none. Default 1000. */
  directoryCacheEntries?: number;
}

export const DEFAULT_DIRECTORY_CACHE_ENTRIES = 1000;

const catalogueEnvSchema = z.object({
  EMIND_DIRECTORY_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_DIRECTORY_CACHE_ENTRIES),
});

export function catalogueConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueConfig {
  return {
    ...serviceConfigFromEnv('CATALOGUE_PORT', 8102, env),
    jobIntervalMs: mailConfigFromEnv(env).jobIntervalMs,
    directoryCacheEntries: readConfigOrExit(catalogueEnvSchema, env).EMIND_DIRECTORY_CACHE_ENTRIES,
  };
}
