import { mailConfigFromEnv, readConfigOrExit, serviceConfigFromEnv, type MailConfig, type ServiceConfig } from '@emind/server-kit';
import { z } from 'zod';

export interface MeasuresConfig extends ServiceConfig, MailConfig {
  /** Origin of the links in mails (EMIND_PUBLIC_ORIGIN). */
  publicOrigin: string;
}

export const DEFAULT_JOB_INTERVAL_MS = 15_000;

const measuresEnvSchema = z.object({
  EMIND_PUBLIC_ORIGIN: z.url().default('http://localhost:8000').transform((url) => url.replace(/\/+$/, '')),
});

export function measuresConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MeasuresConfig {
  return {
    ...serviceConfigFromEnv('MEASURES_PORT', 8106, env),
    ...mailConfigFromEnv(env),
    publicOrigin: readConfigOrExit(measuresEnvSchema, env).EMIND_PUBLIC_ORIGIN,
  };
}
