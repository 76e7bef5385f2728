import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { baseEnvSchema, booleanFromEnv, portFromEnv, readConfigOrExit } from './config.ts';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from './database.ts';
import { closeGracefullyOnSignals } from './health.ts';
import { metricsSettingsFromEnv } from './metrics/metrics-config.ts';
import { serveMetrics } from './metrics/metrics-server.ts';
import { createServer } from './server.ts';
import { assertServedViewsReadable } from './views-to-read.ts';

/** What a service that verifies tokens (but does not mint them) reads from the environment. */
export interface ServiceConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean | string;
  port: number;
  /** Demo data by default in embedded mode (no DATABASE_URL), as identity does. */
  seedDemo: boolean;
  jwtPublicKey: string | undefined;
}

export function serviceConfigFromEnv(portVariable: string, defaultPort: number, env: NodeJS.ProcessEnv): ServiceConfig {
  const parsed = readConfigOrExit(baseEnvSchema.extend({ EMIND_SEED_DEMO: booleanFromEnv.optional() }), env);
  const ports = readConfigOrExit(z.object({ [portVariable]: portFromEnv.default(defaultPort) }), env);
  return {
    dataDir: parsed.EMIND_DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.EMIND_TRUST_PROXY,
    port: ports[portVariable] ?? defaultPort,
    seedDemo: parsed.EMIND_SEED_DEMO ?? !parsed.DATABASE_URL,
    jwtPublicKey: parsed.EMIND_JWT_PUBLIC_KEY,
  };
}

type ServicePlugin<C> = FastifyPluginAsync<{ database: DatabaseHandle; config: C }>;

/**
 * Runs one service alone (split mode): its own server and database handle, drained and closed on a signal, and
 * its own metrics server (EMIND_METRICS_PORT: every process on one machine needs its own).
 */
export async function runService<C extends Pick<ServiceConfig, 'dataDir' | 'databaseUrl' | 'logLevel' | 'trustProxy' | 'port'>>(
  plugin: ServicePlugin<C>,
  config: C,
): Promise<void> {
  const metrics = metricsSettingsFromEnv();
  const app = createServer({ logLevel: config.logLevel, trustProxy: config.trustProxy });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: pgliteDirFor(config.dataDir) });
  await serveMetrics(app, metrics, database);
  await app.register(plugin, { prefix: '/api', database, config });
  await assertServedViewsReadable(app, database);
  closeGracefullyOnSignals(app, { closeResources: () => database.close() });
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
}
