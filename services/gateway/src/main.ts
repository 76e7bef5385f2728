import { billingConfigFromEnv } from '@emind/billing';
import { bookingConfigFromEnv } from '@emind/booking';
import { catalogueConfigFromEnv } from '@emind/catalogue';
import { identityConfigFromEnv, DEMO_PASSWORD, demoAccounts } from '@emind/identity';
import { measuresConfigFromEnv } from '@emind/measures';
import { reviewsConfigFromEnv } from '@emind/reviews';
import { sessionsConfigFromEnv } from '@emind/sessions';
import { closeGracefullyOnSignals, createServer, metricsSettingsFromEnv, openDatabase, pgliteDirFor, serveMetrics } from '@emind/server-kit';
import gateway from './app.ts';
import { gatewayConfigFromEnv, isSplitMode } from './config.ts';

const config = gatewayConfigFromEnv();
const split = isSplitMode(config);
const identityConfig = split ? null : identityConfigFromEnv();
const bookingConfig = config.upstreams.booking ? null : bookingConfigFromEnv();
const catalogueConfig = config.upstreams.catalogue ? null : catalogueConfigFromEnv();
const reviewsConfig = config.upstreams.reviews ? null : reviewsConfigFromEnv();
const sessionsConfig = config.upstreams.sessions ? null : sessionsConfigFromEnv();
const measuresConfig = config.upstreams.measures ? null : measuresConfigFromEnv();
const billingConfig = config.upstreams.billing ? null : billingConfigFromEnv();
const metrics = metricsSettingsFromEnv();
// A first start migrates and seeds every service inside the plugins: on a busy machine that outlasts Fastify's 10 s.
const app = createServer({ logLevel: config.logLevel, trustProxy: config.trustProxy, notFoundHandler: false, pluginTimeout: 120_000 });

if (!split && !config.databaseUrl) app.log.info('embedded mode: opening PGlite (first start of a fresh data dir takes a few seconds)');
const database =
  !split || config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: pgliteDirFor(config.dataDir), poolSize: split ? 2 : 10 })
    : null;
// One metrics server for the process: in embedded mode the services mounted here record into the gateway's registry.
await serveMetrics(app, metrics, database);

let seeded = false;
await app.register(gateway, { config, database, identityConfig, bookingConfig, catalogueConfig, reviewsConfig, sessionsConfig, measuresConfig, billingConfig, onSeeded: (value) => (seeded = value) });

closeGracefullyOnSignals(app, { closeResources: async () => database?.close() });

await app.listen({ port: config.port, host: config.host });

const origin = `http://localhost:${config.port}`;
console.log(`\ne-mind listening on ${origin} (${split ? 'split' : 'embedded'} mode)`);
if (seeded) {
  console.log('Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
  for (const account of demoAccounts) console.log(`  ${account.user_type.padEnd(12)} ${account.email}`);
}
