import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webpayFormOrigin } from '@emind/payments';
import { baseEnvSchema, portFromEnv, readConfigOrExit, serviceNames, upstreamVariable } from '@emind/server-kit';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: portFromEnv.default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  EMIND_WEB_ROOT: z.string().min(1).default(repoRoot),
});

const upstreamUrl = z.url({ protocol: /^https?$/ }).optional();
/** Split mode: `IDENTITY_URL`, `BOOKING_URL`… one for each service of the manifest. */
export const upstreamEnvSchema = z.object(Object.fromEntries(serviceNames.map((name) => [upstreamVariable(name), upstreamUrl])) as Record<string, typeof upstreamUrl>);

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: string;
  trustProxy: boolean | string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Directory holding shell/ and mf-<area>/ with their dist/ folders. */
  webRoot: string;
  /** Set in split mode: where each service runs, by its manifest name. */
  upstreams: Readonly<Record<string, string | undefined>>;
  /** Origins a page may POST a form to besides ours (CSP form-action): Webpay's payment form. */
  formTargets?: readonly string[];
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = readConfigOrExit(gatewayEnvSchema, env);
  const upstreams = readConfigOrExit(upstreamEnvSchema, env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.EMIND_TRUST_PROXY,
    dataDir: parsed.EMIND_DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    webRoot: path.resolve(parsed.EMIND_WEB_ROOT),
    upstreams: Object.fromEntries(serviceNames.map((name) => [name, upstreams[upstreamVariable(name)]?.replace(/\/+$/, '')])),
    formTargets: [webpayFormOrigin(env)],
  };
}

export const isSplitMode = (config: GatewayConfig): boolean => config.upstreams.identity !== undefined;
