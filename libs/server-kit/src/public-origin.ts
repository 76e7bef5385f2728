import { z } from 'zod';
import { portFromEnv, readConfigOrExit } from './config.ts';

const DEFAULT_GATEWAY_PORT = 8000;

const publicOriginEnvSchema = z.object({
  EMIND_PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s):// origin' }).optional(),
  /** The gateway's port: the one address people open, so the default origin of every link follows it. */
  PORT: portFromEnv.optional(),
});

/**
 * The origin every link we send starts with (mails, the .ics, certificates, Webpay's return): EMIND_PUBLIC_ORIGIN,
 * else the gateway on this machine at PORT. In split mode the runner hands the gateway's origin to each service.
 */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = readConfigOrExit(publicOriginEnvSchema, env);
  if (parsed.EMIND_PUBLIC_ORIGIN) return parsed.EMIND_PUBLIC_ORIGIN.replace(/\/+$/, '');
  return `http://localhost:${parsed.PORT ?? DEFAULT_GATEWAY_PORT}`;
}
