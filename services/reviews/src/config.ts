import { mailConfigFromEnv, serviceConfigFromEnv, type ServiceConfig } from '@emind/server-kit';

export interface ReviewsConfig extends ServiceConfig {
  /** How often the background jobs (data requests) run; default EMIND_JOB_INTERVAL_MS, 15 s. */
  jobIntervalMs?: number;
}

export function reviewsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReviewsConfig {
  return { ...serviceConfigFromEnv('REVIEWS_PORT', 8104, env), jobIntervalMs: mailConfigFromEnv(env).jobIntervalMs };
}
