import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseEnvSchema, portFromEnv, readConfigOrExit } from '@emind/server-kit';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: portFromEnv.default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  IDENTITY_URL: z.url({ protocol: /^https?$/ }).optional(),
  BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  CATALOGUE_URL: z.url({ protocol: /^https?$/ }).optional(),
  REVIEWS_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSIONS_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEASURES_URL: z.url({ protocol: /^https?$/ }).optional(),
  BILLING_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMIND_WEB_ROOT: z.string().min(1).default(repoRoot),
});

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: string;
  trustProxy: boolean | string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Directory holding shell/ and mf-<area>/ with their dist/ folders. */
  webRoot: string;
  /** Set in split mode: where each service runs. */
  upstreams: { identity: string | undefined; booking?: string | undefined; catalogue?: string | undefined; reviews?: string | undefined; sessions?: string | undefined;
    measures?: string | undefined;
    billing?: string | undefined;
  };
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = readConfigOrExit(gatewayEnvSchema, env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.EMIND_TRUST_PROXY,
    dataDir: parsed.EMIND_DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    webRoot: path.resolve(parsed.EMIND_WEB_ROOT),
    upstreams: { identity: parsed.IDENTITY_URL?.replace(/\/+$/, ''), booking: parsed.BOOKING_URL?.replace(/\/+$/, ''),
      catalogue: parsed.CATALOGUE_URL?.replace(/\/+$/, ''),
      reviews: parsed.REVIEWS_URL?.replace(/\/+$/, ''),
      sessions: parsed.SESSIONS_URL?.replace(/\/+$/, ''),
      measures: parsed.MEASURES_URL?.replace(/\/+$/, ''),
      billing: parsed.BILLING_URL?.replace(/\/+$/, ''),
    },
  };
}

export const isSplitMode = (config: GatewayConfig): boolean => config.upstreams.identity !== undefined;
