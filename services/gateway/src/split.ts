import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  metricsEnvSchema, portFromEnv, portVariable, readConfigOrExit, rolePasswords, serviceDatabaseUrl, serviceEntry, serviceNames, upstreamVariable,
  type ServiceName,
} from '@emind/server-kit';
import { z } from 'zod';
import { environmentFor, publicOriginFor } from './split/environments.ts';
import { grantAgain, prepareDatabase } from './split/prepare-database.ts';
import { splitSigningKeys } from './split/signing-keys.ts';
import { Supervisor, type ProcessSpec } from './split/supervisor.ts';

/**
 * Production shape on one machine: every service of the manifest in its own process, the gateway proxying to them,
 * all supervised: one that dies is restarted while the others keep serving.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = readConfigOrExit(
  z.object({
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'start:split needs a postgres:// URL (PGlite cannot be shared between processes)' }),
    /** A secret each role's own password is derived from (unset: new random passwords on every run). */
    EMIND_DB_ROLE_PASSWORD: z.string().min(1).optional(),
    /** Roles belong to the whole cluster: another prefix keeps a second run (a test's) off this one's roles. */
    EMIND_DB_ROLE_PREFIX: z.string().regex(/^[a-z_][a-z0-9_]{0,40}$/, { error: 'must be a lowercase Postgres role name prefix' }).default('emind'),
    PORT: portFromEnv.default(8000),
    /** The gateway's metrics port; each service takes the next one in the manifest's order (identity +1 …), as ops/prometheus-split.yml scrapes. */
    EMIND_METRICS_PORT: metricsEnvSchema.shape.EMIND_METRICS_PORT,
    EMIND_DATA_DIR: z.string().min(1).default('./.data'),
    /** Outside the data directory every service is given: only the runner and identity know where the private key is. */
    EMIND_JWT_KEY_DIR: z.string().min(1).default('./.keys'),
    EMIND_JWT_PRIVATE_KEY: z.string().includes('BEGIN PRIVATE KEY', { error: 'must be a PEM private key' }).optional(),
    EMIND_JWT_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { error: 'must be a PEM public key' }).optional(),
  }),
);
const adminUrl = config.DATABASE_URL;
const prefix = config.EMIND_DB_ROLE_PREFIX;
/**
 * Each service logs in as its own role (emind_<service>) with a password of its own: it writes only its schema and
 * reads only the views granted to it, and knows no other role's password.
 */
const passwords = rolePasswords(config.EMIND_DB_ROLE_PASSWORD, prefix);
/** Identity alone is handed the private key; the others verify with the public one. */
const keys = splitSigningKeys({
  keyDir: config.EMIND_JWT_KEY_DIR, dataDir: config.EMIND_DATA_DIR,
  fromEnv: { privateKey: config.EMIND_JWT_PRIVATE_KEY, publicKey: config.EMIND_JWT_PUBLIC_KEY },
});
/** `IDENTITY_PORT`, `BOOKING_PORT`…: each service's port, the manifest's unless set. */
const ports = readConfigOrExit(
  z.object(Object.fromEntries(serviceNames.map((service) => [portVariable(service), portFromEnv.default(serviceEntry(service).port)]))),
) as Record<string, number>;
const portOf = (service: ServiceName): number => ports[portVariable(service)] ?? serviceEntry(service).port;
const serviceUrl = (service: ServiceName): string => `http://127.0.0.1:${portOf(service)}`;
/** Processes on one host cannot share a metrics port: `off` and `0` (a free port each) pass through as they are. */
function metricsPort(offset: number): string {
  const first = config.EMIND_METRICS_PORT;
  if (first === null) return 'off';
  return first === 0 ? '0' : String(first + offset);
}

/** EMIND_TRUST_PROXY names the load balancer for the gateway; the services' only proxy is the gateway, here on loopback. */
const serviceSpec = (service: ServiceName): ProcessSpec => ({
  name: service,
  script: `services/${service}/src/server.ts`,
  env: environmentFor(service, process.env, {
    [portVariable(service)]: String(portOf(service)), HOST: '127.0.0.1', EMIND_TRUST_PROXY: 'loopback', ...publicOriginFor(service, process.env),
    DATABASE_URL: serviceDatabaseUrl(adminUrl, service, passwords[service], prefix), EMIND_METRICS_PORT: metricsPort(1 + serviceNames.indexOf(service)),
    EMIND_JWT_PUBLIC_KEY: keys.publicKey, ...(service === 'identity' ? { EMIND_JWT_PRIVATE_KEY: keys.privateKey } : {}),
  }),
  healthUrl: `${serviceUrl(service)}/api/${service}/health`,
  // A service's published views exist once it has migrated, and a restart may bring migrations that recreate
  // them: granted (idempotently) each time it answers health.
  onHealthy: () => grantAgain(adminUrl, prefix),
});

/** The gateway only proxies: no database URL at all, and no key (the services verify tokens). */
const gatewaySpec: ProcessSpec = {
  name: 'gateway',
  script: 'services/gateway/src/main.ts',
  env: environmentFor('gateway', process.env, {
    PORT: String(config.PORT), EMIND_METRICS_PORT: metricsPort(0),
    ...Object.fromEntries(serviceNames.map((service) => [upstreamVariable(service), serviceUrl(service)])),
  }),
  healthUrl: `http://127.0.0.1:${config.PORT}/api/health/live`,
};

const log = (line: string): void => console.log(`[split] ${line}`);
const supervisor = new Supervisor({ root, log });
let stopRequested = false;

function onSignal(signal: NodeJS.Signals): void {
  if (stopRequested) {
    log(`${signal} again: killing every process`);
    supervisor.kill();
    return;
  }
  stopRequested = true;
  log(`${signal}: stopping, the gateway first, each process finishing its requests in flight`);
  void supervisor.stop().then(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

try {
  log('migrating every service as its own role');
  await prepareDatabase({ adminUrl, passwords, prefix });
  // One after another: each seeds from what the one before published.
  for (const service of serviceNames) await supervisor.launch(serviceSpec(service));
  await supervisor.launch(gatewaySpec);
  log(`all running; a process that dies is restarted (SIGTERM or Ctrl-C here stops them all)`);
} catch (error) {
  if (!stopRequested) {
    stopRequested = true;
    log(`could not start: ${error instanceof Error ? error.message : String(error)}; stopping`);
    await supervisor.stop();
    process.exit(1);
  }
}
