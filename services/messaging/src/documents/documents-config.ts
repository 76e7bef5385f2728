import { booleanFromEnv, passwordAttemptLimits, readConfigOrExit, type RateLimitRule, unlimitedRule } from '@emind/server-kit';
import { z } from 'zod';

export interface DocumentsConfig {
  /** Signing re-enters the password: failures count against the account as a login's do (the same row in identity). */
  passwordPerAccount: RateLimitRule;
  /** Per client address, under the same counter name as identity's login (shared through Redis). */
  passwordPerAddress: RateLimitRule;
  /** An erased person's signed documents stay sealed this long (EMIND_RETENTION_CLINICAL_YEARS). */
  retentionClinicalYears: number;
}

/** Signing is a login for these counts: the same limits as identity's. */
export const defaultDocumentsConfig: DocumentsConfig = {
  passwordPerAccount: passwordAttemptLimits.perAccount,
  passwordPerAddress: passwordAttemptLimits.perAddress,
  retentionClinicalYears: 15,
};

const documentsEnvSchema = z.object({
  EMIND_RATE_LIMITS: booleanFromEnv.default(true),
  EMIND_RETENTION_CLINICAL_YEARS: z.coerce.number().int().min(15).max(100).default(15),
});

export function documentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  const parsed = readConfigOrExit(documentsEnvSchema, env);
  const limits = parsed.EMIND_RATE_LIMITS ? defaultDocumentsConfig : { ...defaultDocumentsConfig, passwordPerAccount: unlimitedRule, passwordPerAddress: unlimitedRule };
  return { ...limits, retentionClinicalYears: parsed.EMIND_RETENTION_CLINICAL_YEARS };
}
