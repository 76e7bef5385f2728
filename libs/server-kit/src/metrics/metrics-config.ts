import { z } from 'zod';
import { portFromEnv, readConfigOrExit } from '../config.ts';

export const DEFAULT_METRICS_PORT = 9464;

export const metricsEnvSchema = z.object({
  /** `off` serves no metrics; `0` takes a free port (logged). Each process on one machine needs its own. */
  EMIND_METRICS_PORT: z
    .union([z.literal('off'), portFromEnv], { error: 'must be a port (0–65535) or off' })
    .default(DEFAULT_METRICS_PORT)
    .transform((value) => (value === 'off' ? null : value)),
  /** Loopback by default: the scraper runs on this host or reaches it through a private network the operator opens. */
  EMIND_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/** Where this process serves `/metrics`; port null: nowhere. */
export interface MetricsSettings {
  port: number | null;
  host: string;
}

export function metricsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MetricsSettings {
  const parsed = readConfigOrExit(metricsEnvSchema, env);
  return { port: parsed.EMIND_METRICS_PORT, host: parsed.EMIND_METRICS_HOST };
}
