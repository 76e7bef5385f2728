import { baseEnvSchema, booleanFromEnv, commaList, mailConfigFromEnv, passwordAttemptLimits, portFromEnv, publicOriginFromEnv, readConfigOrExit, type RateLimitRule, unlimitedRule } from '@emind/server-kit';
import { z } from 'zod';

const pem = (kind: 'PRIVATE' | 'PUBLIC') =>
  z.string().includes(`BEGIN ${kind} KEY`, { error: `must be a PEM ${kind.toLowerCase()} key` }).optional();

export const identityEnvSchema = baseEnvSchema
  .extend({
    IDENTITY_PORT: portFromEnv.default(8101),
    EMIND_ALLOWED_ORIGINS: commaList.pipe(z.array(z.url({ protocol: /^https?$/ }))).default([]),
    CONTACT_EMAIL: z.email().default('contacto@e-mind.cl'),
    EMIND_ADMIN_EMAIL: z.email().optional(),
    EMIND_ADMIN_PASSWORD: z.string().min(8).optional(),
    EMIND_SEED_DEMO: booleanFromEnv.optional(),
    EMIND_JWT_PRIVATE_KEY: pem('PRIVATE'),
    EMIND_JWT_PUBLIC_KEY: pem('PUBLIC'),
    EMIND_RATE_LIMITS: booleanFromEnv.default(true),
    EMIND_ERASURE_DAYS: z.coerce.number().int().min(1).max(30).default(30),
  })
  .refine((env) => !env.EMIND_ADMIN_EMAIL === !env.EMIND_ADMIN_PASSWORD, {
    path: ['EMIND_ADMIN_PASSWORD'],
    message: 'EMIND_ADMIN_EMAIL and EMIND_ADMIN_PASSWORD must be set together',
  });

export interface RateLimits {
  loginPerIp: RateLimitRule;
  loginPerEmail: RateLimitRule;
  register: RateLimitRule;
  passwordReset: RateLimitRule;
  contact: RateLimitRule;
}

const MINUTE = 60_000;
export const defaultRateLimits: RateLimits = {
  loginPerIp: passwordAttemptLimits.perAddress,
  loginPerEmail: passwordAttemptLimits.perAccount,
  register: { max: 10, timeWindow: 60 * MINUTE },
  passwordReset: { max: 5, timeWindow: 15 * MINUTE },
  contact: { max: 5, timeWindow: 15 * MINUTE },
};

/** `EMIND_RATE_LIMITS=false`: no limit anyone reaches. */
export const noRateLimits: RateLimits = {
  loginPerIp: unlimitedRule,
  loginPerEmail: unlimitedRule,
  register: unlimitedRule,
  passwordReset: unlimitedRule,
  contact: unlimitedRule,
};

export interface IdentityConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean | string;
  port: number;
  publicOrigin: string;
  allowedOrigins: string[];
  contactEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jobIntervalMs: number;
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  jwtKeys: { privateKey?: string; publicKey?: string };
  rateLimits: RateLimits;
  /** Days within which an erasure must be done (Ley 21.719's deadline is 30). */
  erasureDays: number;
}

export function identityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = readConfigOrExit(identityEnvSchema, env);
  const mail = mailConfigFromEnv(env);
  return {
    dataDir: parsed.EMIND_DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.EMIND_TRUST_PROXY,
    port: parsed.IDENTITY_PORT,
    publicOrigin: publicOriginFromEnv(env),
    allowedOrigins: parsed.EMIND_ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    contactEmail: parsed.CONTACT_EMAIL,
    smtpUrl: mail.smtpUrl,
    mailFrom: mail.mailFrom,
    jobIntervalMs: mail.jobIntervalMs,
    admin:
      parsed.EMIND_ADMIN_EMAIL && parsed.EMIND_ADMIN_PASSWORD
        ? { email: parsed.EMIND_ADMIN_EMAIL.toLowerCase(), password: parsed.EMIND_ADMIN_PASSWORD }
        : null,
    seedDemo: parsed.EMIND_SEED_DEMO ?? !parsed.DATABASE_URL,
    jwtKeys: {
      ...(parsed.EMIND_JWT_PRIVATE_KEY ? { privateKey: parsed.EMIND_JWT_PRIVATE_KEY } : {}),
      ...(parsed.EMIND_JWT_PUBLIC_KEY ? { publicKey: parsed.EMIND_JWT_PUBLIC_KEY } : {}),
    },
    rateLimits: parsed.EMIND_RATE_LIMITS ? defaultRateLimits : noRateLimits,
    erasureDays: parsed.EMIND_ERASURE_DAYS,
  };
}
