import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authPlugin } from './auth.ts';
import type { DatabaseHandle } from './database.ts';
import { useErrorHandling } from './error-handler.ts';
import { serviceHealthRoutes } from './health.ts';
import { scheduleJobs, type Job } from './jobs.ts';
import { loadPublicKey, type SigningKeysPem } from './keys.ts';
import { drainOutbox } from './mail/outbox.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { migrateSchema, type ServiceMigrations } from './migrations.ts';

/** How often a service runs its background jobs when its config does not say (EMIND_JOB_INTERVAL_MS's default). */
export const SERVICE_JOB_INTERVAL_MS = 15_000;

/** What the skeleton reads of a service's config. */
export interface SkeletonConfig {
  dataDir: string;
  /** The public key identity published, when not in its key file (identity itself has no such field). */
  jwtPublicKey?: string | undefined;
  jobIntervalMs?: number | undefined;
}

export interface ServiceOptions<C extends SkeletonConfig = SkeletonConfig> {
  database: DatabaseHandle;
  config: C;
}

/** A route plugin and the prefix (under the service's /api) it is mounted at. */
export type RouteMount = readonly [routes: FastifyPluginAsyncZod, prefix: string];

interface ServiceParts<O extends ServiceOptions> {
  /** Its manifest name: its health route is `/<name>/health`, its outbox metric `<name>`. */
  name: string;
  migrations: ServiceMigrations;
  /** After tokens are verified, before the routes: rate limits, demo data. */
  beforeRoutes?(app: FastifyInstance, options: O): Promise<void>;
  routes: readonly RouteMount[];
  /** Run every `config.jobIntervalMs` on each instance. */
  jobs(app: FastifyInstance, options: O): Job[];
  /** After the jobs are scheduled: what runs at a pace of its own. */
  afterJobs?(app: FastifyInstance, options: O): void;
  /** Its mail outbox's depth as a metric. */
  watchOutbox?: boolean;
}

/** A service that verifies tokens with the public key identity published. */
interface VerifyingService<O extends ServiceOptions> extends ServiceParts<O> {
  signingKeys?: undefined;
  /** Its context and whatever must come before tokens are verified. */
  setup(app: FastifyInstance, options: O): Promise<void>;
}

/** The service that mints the tokens (identity): the key pair is its own, and tokens are verified with its public half. */
interface MintingService<O extends ServiceOptions> extends ServiceParts<O> {
  /** Loaded or made once the schema is migrated. */
  signingKeys(options: O): SigningKeysPem;
  setup(app: FastifyInstance, options: O, keys: SigningKeysPem): Promise<void>;
}

export type ServiceDefinition<O extends ServiceOptions> = VerifyingService<O> | MintingService<O>;

/** Its context and so on, then the key tokens are verified with. */
async function setUp<O extends ServiceOptions>(app: FastifyInstance, definition: ServiceDefinition<O>, options: O): Promise<string> {
  if (definition.signingKeys) {
    const keys = definition.signingKeys(options);
    await definition.setup(app, options, keys);
    return keys.publicKey;
  }
  await definition.setup(app, options);
  return loadPublicKey(options.config.dataDir, options.config.jwtPublicKey);
}

/**
 * A service as a plugin, every service's steps in one order: errors, migrations, its context, token verification,
 * its routes, its jobs, metrics, then its health route (which exists only once the rest is up). Mount it under /api
 * (gateway) or run it alone (`runService`).
 */
export function defineService<O extends ServiceOptions>(definition: ServiceDefinition<O>): FastifyPluginAsync<O> {
  return async (app, options) => {
    const { database, config } = options;
    useErrorHandling(app);
    await migrateSchema(database, definition.migrations);

    const publicKey = await setUp(app, definition, options);
    await app.register(authPlugin, { publicKey, database });
    await definition.beforeRoutes?.(app, options);

    for (const [routes, prefix] of definition.routes) await app.register(routes, { prefix });

    scheduleJobs(app, definition.jobs(app, options), config.jobIntervalMs ?? SERVICE_JOB_INTERVAL_MS);
    definition.afterJobs?.(app, options);
    if (definition.watchOutbox) app.metrics.watchOutbox(database.db, definition.name);

    serviceHealthRoutes(app, { path: `/${definition.name}/health`, database });
  };
}

export interface ServiceMail {
  transport: MailTransport;
  /** `<schema>-mail`: sends what the service's outbox holds. */
  outboxJob: Job;
}

/** The mail transport the config names (SMTP, or files under the data directory) and the job draining `<schema>.mail_outbox`. */
export function serviceMail(
  app: FastifyInstance,
  database: DatabaseHandle,
  schema: string,
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
): ServiceMail {
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  return { transport, outboxJob: { name: `${schema}-mail`, run: () => drainOutbox(database.db, schema, transport, { log: app.log }) } };
}
