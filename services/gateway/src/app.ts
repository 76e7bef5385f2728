import { assertViewsToRead, healthProbes, serviceEntry, serviceNames, upstreamVariable, useErrorHandling, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { frontendsPlugin } from './plugins/frontends.ts';
import { buildHomeFrameScript } from './plugins/home-frame-script.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { proxyPrefixes } from './plugins/proxy.ts';
import { securityPlugin } from './plugins/security.ts';
import { healthRoutes } from './routes/health.ts';
import { servicePlugins, type Mount } from './service-plugins.ts';

/** How the gateway reaches a service: mounted in its process, or proxied to its own by path prefix. */
export interface GatewayService {
  name: string;
  /** Path prefixes under /api. */
  routePrefixes: readonly string[];
  websocket: boolean;
}

/** Every service answers `/api/<name>/health` (the manifest's rule), also one whose routes live under other names. */
const withHealthRoute = (name: string, prefixes: readonly string[]): readonly string[] =>
  prefixes.some((prefix) => prefix === `/${name}`) ? prefixes : [...prefixes, `/${name}/health`];

/** The manifest's services, in its order, with the prefixes their packages answer. */
export const manifestServices: readonly GatewayService[] = serviceNames.map((name) => ({
  name, routePrefixes: withHealthRoute(name, servicePlugins[name].routePrefixes), websocket: serviceEntry(name).websocket ?? false,
}));

export interface GatewayOptions {
  config: GatewayConfig;
  /** The one shared handle (embedded mode); null in split mode without DATABASE_URL. */
  database: DatabaseHandle | null;
  /** Each service without an upstream URL, mounted in-process on `database` (embedded mode). */
  mounts: Readonly<Partial<Record<string, Mount>>>;
  /** The manifest's, unless a test adds one. */
  services?: readonly GatewayService[];
}

/** The gateway: services under /api (in-process or proxied), the built frontends and public media. */
const gateway: FastifyPluginAsync<GatewayOptions> = async (app, { config, database, mounts, services = manifestServices }) => {
  useErrorHandling(app);
  const homeFrameScript = buildHomeFrameScript();
  await app.register(securityPlugin, { scriptSources: [homeFrameScript.cspSource], formTargets: config.formTargets ?? [] });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);

  // In the manifest's order: identity first (the others verify with its key and seed by its demo accounts).
  for (const service of services) {
    const upstream = config.upstreams[service.name];
    if (upstream) {
      await proxyPrefixes(app, upstream, service.routePrefixes, { websocket: service.websocket });
      continue;
    }
    const mount = mounts[service.name];
    if (!database || !mount) throw new Error(`embedded mode needs the database handle and the ${service.name} service (or ${upstreamVariable(service.name)})`);
    await mount(app, database);
  }
  // Once every service here has migrated: a view one of them reads and no one publishes stops the start, named.
  for (const service of services) if (database && !config.upstreams[service.name]) await assertViewsToRead(database, service.name);

  await app.register(healthRoutes, {
    database,
    services: Object.fromEntries(services.map(({ name }) => {
      const upstream = config.upstreams[name];
      return [name, upstream ? `${upstream}/api/${name}/health` : null];
    })),
  });
  healthProbes(app, { path: '/api/health', database });
  await app.register(frontendsPlugin, { webRoot: config.webRoot, dataDir: config.dataDir, homeFrameScript });
};

export default gateway;
