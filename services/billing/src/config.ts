import { booleanFromEnv, mailConfigFromEnv, publicOriginFromEnv, readConfigOrExit, serviceConfigFromEnv, type MailConfig, type RateLimitRule, type ServiceConfig, unlimitedRule } from '@emind/server-kit';
import { z } from 'zod';

export interface BillingConfig extends ServiceConfig, MailConfig {
  /** Origin of the links in mails and of the verification URL printed on certificates (EMIND_PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** A paid session still without a boleta this many days after its payment is reminded once (EMIND_BOLETA_REMINDER_DAYS). */
  boletaReminderDays: number;
  /** Where the reminders of the platform's boletas (first sessions) go: EMIND_PLATFORM_ADMIN_EMAIL, else EMIND_ADMIN_EMAIL. */
  platformAdminEmail: string | null;
  /** Sealed boletas are purged this many years after an erasure (Código Tributario art. 17 and 200). */
  retentionPaymentYears: number;
  /** Shared rate-limit counters (the public verification, certificate generation) when set. */
  redisUrl: string | undefined;
  /** `defaultBillingRateLimits` when absent; EMIND_RATE_LIMITS=false lifts them (end-to-end runs). */
  rateLimits?: BillingRateLimits;
}

export interface BillingRateLimits {
  /** Per address: a code is 100 random bits, but a public route still must not be a free oracle. */
  verify: RateLimitRule;
  /** Per patient: each certificate renders a PDF and records a code, so generating them in a loop is refused. */
  certificates: RateLimitRule;
}

const MINUTE = 60_000;
export const defaultBillingRateLimits: BillingRateLimits = {
  verify: { max: 30, timeWindow: MINUTE },
  certificates: { max: 20, timeWindow: 15 * MINUTE },
};

const billingEnvSchema = z.object({
  EMIND_BOLETA_REMINDER_DAYS: z.coerce.number().int().min(1).max(90).default(5),
  EMIND_PLATFORM_ADMIN_EMAIL: z.email().optional(),
  EMIND_ADMIN_EMAIL: z.email().optional(),
  // The law's period is a minimum: a shorter one would be unlawful, so only longer ones are accepted.
  EMIND_RETENTION_PAYMENT_YEARS: z.coerce.number().int().min(6).max(100).default(6),
  REDIS_URL: z.url().optional(),
  EMIND_RATE_LIMITS: booleanFromEnv.default(true),
});

export function billingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const parsed = readConfigOrExit(billingEnvSchema, env);
  return {
    ...serviceConfigFromEnv('BILLING_PORT', 8107, env),
    ...mailConfigFromEnv(env),
    publicOrigin: publicOriginFromEnv(env),
    boletaReminderDays: parsed.EMIND_BOLETA_REMINDER_DAYS,
    platformAdminEmail: (parsed.EMIND_PLATFORM_ADMIN_EMAIL ?? parsed.EMIND_ADMIN_EMAIL)?.toLowerCase() ?? null,
    retentionPaymentYears: parsed.EMIND_RETENTION_PAYMENT_YEARS,
    redisUrl: parsed.REDIS_URL,
    rateLimits: parsed.EMIND_RATE_LIMITS ? defaultBillingRateLimits : { verify: unlimitedRule, certificates: unlimitedRule },
  };
}
