import { identityConfigFromEnv, DEMO_PASSWORD, demoAccounts } from '@emind/identity';
import { closeGracefullyOnSignals, createServer, metricsSettingsFromEnv, openDatabase, pgliteDirFor, serveMetrics, serviceNames } from '@emind/server-kit';
import gateway from './app.ts';
import { gatewayConfigFromEnv, isSplitMode } from './config.ts';
import { servicePlugins, type Mount } from './service-plugins.ts';

const config = gatewayConfigFromEnv();
const split = isSplitMode(config);
let seeded = false;
/** Each service without an upstream URL runs in this process, with the config its own variables give. */
const mounts: Partial<Record<string, Mount>> = Object.fromEntries(
  serviceNames
    .filter((name) => !config.upstreams[name])
    .map((name) => [name, name === 'identity' ? servicePlugins.identity.mount(identityConfigFromEnv(), { onSeeded: (value) => (seeded = value) }) : servicePlugins[name].mountFromEnv()]),
);
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

await app.register(gateway, { config, database, mounts });

closeGracefullyOnSignals(app, { closeResources: async () => database?.close() });

await app.listen({ port: config.port, host: config.host });

const origin = `http://localhost:${config.port}`;
console.log(`\ne-mind listening on ${origin} (${split ? 'split' : 'embedded'} mode)`);
if (seeded) {
  console.log('Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
  for (const account of demoAccounts) console.log(`  ${account.user_type.padEnd(12)} ${account.email}`);
}
