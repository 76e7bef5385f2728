import { mailConfigFromEnv, serviceConfigFromEnv, type ServiceConfig } from '@emind/server-kit';

export interface CatalogueConfig extends ServiceConfig {
  /** How often the background jobs (data requests) run; default EMIND_JOB_INTERVAL_MS, 15 s. */
  jobIntervalMs?: number;
}

export const DEFAULT_JOB_INTERVAL_MS = 15_000;

export function catalogueConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueConfig {
  return { ...serviceConfigFromEnv('CATALOGUE_PORT', 8102, env), jobIntervalMs: mailConfigFromEnv(env).jobIntervalMs };
}
