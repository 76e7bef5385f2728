import { booleanFromEnv, readConfigOrExit, type RateLimitRule } from '@emind/server-kit';
import { z } from 'zod';

export interface DocumentsConfig {
  /** Signing re-enters the password: failures count against the account as a login's do (the same row in identity). */
  passwordPerAccount: RateLimitRule;
  /** Per client address, under the same counter name as identity's login (shared through Redis). */
  passwordPerAddress: RateLimitRule;
  /** An erased person's signed documents stay sealed this long (EMIND_RETENTION_CLINICAL_YEARS). */
  retentionClinicalYears: number;
}

const MINUTE = 60_000;
/** Identity's login limits (`defaultRateLimits` there): signing is a login for these counts. */
export const defaultDocumentsConfig: DocumentsConfig = {
  passwordPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  passwordPerAddress: { max: 30, timeWindow: 15 * MINUTE },
  retentionClinicalYears: 15,
};

const unlimited: RateLimitRule = { max: 1_000_000, timeWindow: MINUTE };

const documentsEnvSchema = z.object({
  EMIND_RATE_LIMITS: booleanFromEnv.default(true),
  EMIND_RETENTION_CLINICAL_YEARS: z.coerce.number().int().min(15).max(100).default(15),
});

export function documentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  const parsed = readConfigOrExit(documentsEnvSchema, env);
  const limits = parsed.EMIND_RATE_LIMITS ? defaultDocumentsConfig : { ...defaultDocumentsConfig, passwordPerAccount: unlimited, passwordPerAddress: unlimited };
  return { ...limits, retentionClinicalYears: parsed.EMIND_RETENTION_CLINICAL_YEARS };
}
