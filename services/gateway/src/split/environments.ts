import type { ServiceName } from '@emind/server-kit';

export type ProcessName = ServiceName | 'gateway';

/** Node's own variables (a managed database's CA among them) and what every process reads: logging, draining, where metrics listen. */
const everyProcess = ['PATH', 'NODE_ENV', 'NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS', 'TZ', 'LANG', 'LOG_LEVEL', 'EMIND_DRAIN_DELAY_MS', 'EMIND_METRICS_HOST'];
/** Only for the processes that use Redis (shared rate-limit counters, the sessions bus): anyone on it may publish. */
const redis = ['REDIS_URL'];
/** Uploaded files: the local directory or the bucket, with the AWS SDK's own credential variables. */
const storage = ['EMIND_DATA_DIR', 'EMIND_STORAGE_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_REGION', 'AWS_DEFAULT_REGION'];
/** The outbox and the background jobs. */
const mailAndJobs = ['SMTP_URL', 'MAIL_FROM', 'EMIND_JOB_INTERVAL_MS'];

/**
 * The variables each process takes from the runner's environment, and no other: a process is never handed what
 * another one needs (the admin database URL, another role's password, the private signing key). What the runner
 * sets itself (ports, the role's DATABASE_URL, the keys) is added by `environmentFor`.
 */
export const passedThrough: Readonly<Record<ProcessName, readonly string[]>> = {
  identity: [
    ...everyProcess, ...redis, ...storage, ...mailAndJobs, 'EMIND_SEED_DEMO', 'EMIND_PUBLIC_ORIGIN', 'EMIND_ALLOWED_ORIGINS', 'CONTACT_EMAIL',
    'EMIND_ADMIN_EMAIL', 'EMIND_ADMIN_PASSWORD', 'EMIND_RATE_LIMITS', 'EMIND_ERASURE_DAYS',
  ],
  catalogue: [...everyProcess, ...storage, ...mailAndJobs, 'EMIND_SEED_DEMO', 'EMIND_DIRECTORY_CACHE_ENTRIES'],
  booking: [
    ...everyProcess, ...storage, ...mailAndJobs, 'EMIND_SEED_DEMO', 'EMIND_PUBLIC_ORIGIN', 'EMIND_PAYMENT_HOLD_MINUTES', 'EMIND_VIDEO', 'MEETING_BASE_URL',
    'EMIND_PLATFORM_ADMIN_EMAIL', 'EMIND_ADMIN_EMAIL', 'EMIND_REMINDER_HOURS', 'EMIND_RETENTION_PAYMENT_YEARS', 'EMIND_RETENTION_CLINICAL_YEARS',
    'EMIND_SERIES_PAYMENT_DAYS', 'EMIND_RESCHEDULE_MIN_HOURS',
  ],
  reviews: [...everyProcess, ...mailAndJobs, 'EMIND_DATA_DIR', 'EMIND_SEED_DEMO'],
  sessions: [
    ...everyProcess, ...redis, ...mailAndJobs, 'EMIND_DATA_DIR', 'EMIND_SEED_DEMO', 'EMIND_SESSION_EARLY_MINUTES', 'EMIND_SESSION_GRACE_MINUTES',
    'EMIND_TURN_URLS', 'EMIND_TURN_SECRET', 'EMIND_VIDEO_RELAY_ONLY',
  ],
  measures: [...everyProcess, ...mailAndJobs, 'EMIND_DATA_DIR', 'EMIND_SEED_DEMO', 'EMIND_PUBLIC_ORIGIN'],
  billing: [
    ...everyProcess, ...redis, ...storage, ...mailAndJobs, 'EMIND_SEED_DEMO', 'EMIND_PUBLIC_ORIGIN', 'EMIND_BOLETA_REMINDER_DAYS', 'EMIND_PLATFORM_ADMIN_EMAIL',
    'EMIND_ADMIN_EMAIL', 'EMIND_RETENTION_PAYMENT_YEARS',
  ],
  gateway: [...everyProcess, ...storage, 'HOST', 'PORT', 'EMIND_TRUST_PROXY', 'EMIND_WEB_ROOT'],
};

/** The whole environment of one process: the allowed variables of `source` that are set, then the runner's own. */
export function environmentFor(name: ProcessName, source: NodeJS.ProcessEnv, own: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const variable of passedThrough[name]) {
    const value = source[variable];
    if (value !== undefined) env[variable] = value;
  }
  return { ...env, ...own };
}
