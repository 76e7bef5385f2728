import identity, { identityRoutePrefixes, type IdentityConfig } from '@emind/identity';
import { useErrorHandling, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { frontendsPlugin } from './plugins/frontends.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { proxyPrefixes } from './plugins/proxy.ts';
import { securityPlugin } from './plugins/security.ts';
import { healthRoutes } from './routes/health.ts';

export interface GatewayOptions {
  config: GatewayConfig;
  /** The one shared handle (embedded mode); null in split mode without DATABASE_URL. */
  database: DatabaseHandle | null;
  /** Present in embedded mode: the identity service is mounted in-process. */
  identityConfig: IdentityConfig | null;
  onSeeded?: (seeded: boolean) => void;
}

/** The gateway: services under /api (in-process or proxied), the built frontends and public media. */
const gateway: FastifyPluginAsync<GatewayOptions> = async (app, { config, database, identityConfig, onSeeded }) => {
  useErrorHandling(app);
  await app.register(securityPlugin);
  await app.register(openApiPlugin);

  const identityUrl = config.upstreams.identity;
  if (identityUrl) {
    await proxyPrefixes(app, identityUrl, identityRoutePrefixes);
  } else {
    if (!database || !identityConfig) throw new Error('embedded mode needs the database handle and identity config');
    await app.register(identity, { prefix: '/api', database, config: identityConfig, ...(onSeeded ? { onSeeded } : {}) });
  }

  await app.register(healthRoutes, {
    database,
    services: { identity: identityUrl ? `${identityUrl}/api/identity/health` : null },
  });
  await app.register(frontendsPlugin, { webRoot: config.webRoot, dataDir: config.dataDir });
};

export default gateway;
