import { bookingDefaults, type BookingConfig } from '@emind/booking';
import type { CatalogueConfig } from '@emind/catalogue';
import type { IdentityConfig } from '@emind/identity';
import type { SessionsConfig } from '@emind/sessions';
import { createServer, serviceNames, type DatabaseHandle } from '@emind/server-kit';
import { openTestDatabase } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import gateway from '../src/app.ts';
import { servicePlugins, type Mount } from '../src/service-plugins.ts';
import { allMigrations } from './global-setup.ts';
import type { GatewayConfig } from '../src/config.ts';

export const TEST_ADMIN = { email: 'admin.gateway@test.cl', password: 'Admin1234!' };

export interface EmbeddedGateway {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The gateway as `npm start` runs it: every service mounted in-process on one test database, demo data seeded.
 * Background jobs wait an hour unless `jobIntervalMs` says otherwise.
 */
export async function buildEmbeddedGateway(dirs: {
  dataDir: string;
  webRoot: string;
  jobIntervalMs?: number;
  /** Where the gateway's log lines go, at info (tests read them). */
  logStream?: { write(line: string): void };
}): Promise<EmbeddedGateway> {
  const database = await openTestDatabase({
    migrations: allMigrations,
    pgliteDump: inject('pgliteDump'),
  });
  const { dataDir, webRoot, jobIntervalMs = 3_600_000 } = dirs;
  const config: GatewayConfig = {
    port: 0, host: '127.0.0.1', logLevel: 'silent', trustProxy: 'loopback', dataDir, databaseUrl: undefined, webRoot, upstreams: {},
  };
  const unlimited = { max: 100_000, timeWindow: 60_000 };
  const identityConfig: IdentityConfig = {
    dataDir, databaseUrl: undefined, redisUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0,
    publicOrigin: 'http://localhost:8000', allowedOrigins: [], contactEmail: 'contacto@e-mind.cl', smtpUrl: undefined,
    mailFrom: 'e-mind <no-reply@e-mind.cl>', jobIntervalMs, erasureDays: 30, admin: TEST_ADMIN, seedDemo: true, jwtKeys: {},
    rateLimits: { loginPerIp: unlimited, loginPerEmail: unlimited, register: unlimited, passwordReset: unlimited, contact: unlimited },
  };
  const serviceConfig = {
    dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: true, jwtPublicKey: undefined,
  };
  const bookingConfig: BookingConfig = { ...serviceConfig, ...bookingDefaults, jobIntervalMs };
  const catalogueConfig: CatalogueConfig = { ...serviceConfig, jobIntervalMs };
  const sessionsConfig: SessionsConfig = {
    ...serviceConfig, jobIntervalMs, window: { earlyMinutes: 10, graceMinutes: 15 }, turn: { urls: [], secret: undefined }, relayOnly: false, redisUrl: undefined,
  };
  const logging = dirs.logStream ? { logLevel: 'info', logStream: dirs.logStream } : { logLevel: process.env.TEST_LOG_LEVEL ?? 'silent' };
  const app = createServer({ ...logging, notFoundHandler: false, pluginTimeout: 60_000 });
  const defaultsEnv = { EMIND_DATA_DIR: dataDir, EMIND_SEED_DEMO: 'true', EMIND_RATE_LIMITS: 'false', EMIND_JOB_INTERVAL_MS: String(jobIntervalMs), LOG_LEVEL: 'silent' };
  const mail = { smtpUrl: undefined, mailFrom: 'e-mind <no-reply@e-mind.cl>', publicOrigin: 'http://localhost:8000' };
  await app.register(gateway, {
    config,
    database,
    mounts: {
      // A service this helper has no test config for runs with its defaults over the test's data folder (read only if it is used).
      ...Object.fromEntries(serviceNames.map((name): [string, Mount] => [name, (app, database) => servicePlugins[name].mountFromEnv(defaultsEnv)(app, database)])),
      identity: servicePlugins.identity.mount(identityConfig),
      catalogue: servicePlugins.catalogue.mount(catalogueConfig),
      booking: servicePlugins.booking.mount(bookingConfig),
      reviews: servicePlugins.reviews.mount({ ...serviceConfig, jobIntervalMs }),
      sessions: servicePlugins.sessions.mount(sessionsConfig),
      measures: servicePlugins.measures.mount({ ...serviceConfig, jobIntervalMs, ...mail }),
      billing: servicePlugins.billing.mount({
        ...serviceConfig, jobIntervalMs, ...mail, boletaReminderDays: 5, platformAdminEmail: null, retentionPaymentYears: 6, redisUrl: undefined,
      }),
    },
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
