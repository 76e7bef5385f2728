import { z } from 'zod';

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value names the variable and stops the process. */
export function readConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `  ${name}: ${issue.message} (value: ${JSON.stringify(env[name] ?? null)})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Runs `fn` and exits with the config message instead of a stack trace. */
export function readConfigOrExit<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  try {
    return readConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const booleanFromEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be true/false (1/0, yes/no, on/off)' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

export const portFromEnv = z.coerce.number().int().min(0).max(65535);

export const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

/** Variables every service reads. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMIND_DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  REDIS_URL: z.url().optional(),
  /** Which hops may set X-Forwarded-For: `loopback` (default, the gateway on this host), true/false, or addresses. */
  EMIND_TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  EMIND_JWT_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { error: 'must be a PEM public key' }).optional(),
});
export type BaseEnv = z.output<typeof baseEnvSchema>;

/** Mail and background jobs: the services that send mail read these. */
export const mailEnvSchema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('e-mind <no-reply@e-mind.cl>'),
  /** How often each instance runs its background jobs (mail outbox, expiring holds, reminders). */
  EMIND_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
});

export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  jobIntervalMs: number;
}

export function mailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = readConfigOrExit(mailEnvSchema, env);
  return { smtpUrl: parsed.SMTP_URL, mailFrom: parsed.MAIL_FROM, jobIntervalMs: parsed.EMIND_JOB_INTERVAL_MS };
}
