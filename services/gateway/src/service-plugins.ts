import billing, { billingConfigFromEnv, billingMigrations, billingRoutePrefixes } from '@emind/billing';
import booking, { bookingConfigFromEnv, bookingMigrations, bookingRoutePrefixes } from '@emind/booking';
import catalogue, { catalogueConfigFromEnv, catalogueMigrations, catalogueRoutePrefixes } from '@emind/catalogue';
import identity, { identityConfigFromEnv, identityMigrations, identityRoutePrefixes } from '@emind/identity';
import measures, { measuresConfigFromEnv, measuresMigrations, measuresRoutePrefixes } from '@emind/measures';
import messaging, { messagingConfigFromEnv, messagingMigrations, messagingRoutePrefixes } from '@emind/messaging';
import payments, { paymentsConfigFromEnv, paymentsMigrations, paymentsRoutePrefixes } from '@emind/payments';
import reviews, { reviewsConfigFromEnv, reviewsMigrations, reviewsRoutePrefixes } from '@emind/reviews';
import sessions, { sessionsConfigFromEnv, sessionsMigrations, sessionsRoutePrefixes } from '@emind/sessions';
import type { DatabaseHandle, ServiceMigrations, ServiceName } from '@emind/server-kit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** A service mounted in the gateway's process (embedded mode), its config already bound. */
export type Mount = (app: FastifyInstance, database: DatabaseHandle) => Promise<void>;

/** What the gateway needs of a service's package; the rest of what it is comes from server-kit's manifest. */
export interface ServicePlugin<Options extends { database: DatabaseHandle; config: unknown }> {
  /** Path prefixes (under /api) it answers: mounted in embedded mode, proxied in split mode. */
  routePrefixes: readonly string[];
  migrations: ServiceMigrations;
  /** Mounts it under /api with this config (and, for a test or `main.ts`, more of its own options). */
  mount(config: Options['config'], more?: Partial<Omit<Options, 'database' | 'config'>>): Mount;
  /** Mounts it with the config its own variables give (the process's, unless a test passes others). */
  mountFromEnv(env?: NodeJS.ProcessEnv): Mount;
}

function servicePlugin<Options extends { database: DatabaseHandle; config: unknown }>(
  plugin: FastifyPluginAsync<Options>,
  parts: { routePrefixes: readonly string[]; migrations: ServiceMigrations; configFromEnv: (env?: NodeJS.ProcessEnv) => Options['config'] },
): ServicePlugin<Options> {
  const mount = (config: Options['config'], more: Partial<Omit<Options, 'database' | 'config'>> = {}): Mount =>
    async (app, database) => {
      // The plugin's own options: Fastify's register signature cannot see that database and config complete them.
      const options = { ...more, database, config } as Options;
      await app.register(plugin, { prefix: '/api', ...options });
    };
  return { routePrefixes: parts.routePrefixes, migrations: parts.migrations, mount, mountFromEnv: (env) => mount(parts.configFromEnv(env)) };
}

/**
 * Every service's package, by its manifest name: the one place the gateway imports services. A name the manifest
 * lists without a line here, or a line the manifest does not list, does not compile.
 */
export const servicePlugins = {
  identity: servicePlugin(identity, { routePrefixes: identityRoutePrefixes, migrations: identityMigrations, configFromEnv: identityConfigFromEnv }),
  catalogue: servicePlugin(catalogue, { routePrefixes: catalogueRoutePrefixes, migrations: catalogueMigrations, configFromEnv: catalogueConfigFromEnv }),
  booking: servicePlugin(booking, { routePrefixes: bookingRoutePrefixes, migrations: bookingMigrations, configFromEnv: bookingConfigFromEnv }),
  reviews: servicePlugin(reviews, { routePrefixes: reviewsRoutePrefixes, migrations: reviewsMigrations, configFromEnv: reviewsConfigFromEnv }),
  sessions: servicePlugin(sessions, { routePrefixes: sessionsRoutePrefixes, migrations: sessionsMigrations, configFromEnv: sessionsConfigFromEnv }),
  measures: servicePlugin(measures, { routePrefixes: measuresRoutePrefixes, migrations: measuresMigrations, configFromEnv: measuresConfigFromEnv }),
  billing: servicePlugin(billing, { routePrefixes: billingRoutePrefixes, migrations: billingMigrations, configFromEnv: billingConfigFromEnv }),
  payments: servicePlugin(payments, { routePrefixes: paymentsRoutePrefixes, migrations: paymentsMigrations, configFromEnv: paymentsConfigFromEnv }),
  messaging: servicePlugin(messaging, { routePrefixes: messagingRoutePrefixes, migrations: messagingMigrations, configFromEnv: messagingConfigFromEnv }),
} satisfies Record<ServiceName, ServicePlugin<never>>;
