import booking, { bookingRoutePrefixes, type BookingConfig } from '@emind/booking';
import catalogue, { catalogueRoutePrefixes, type CatalogueConfig } from '@emind/catalogue';
import identity, { identityRoutePrefixes, type IdentityConfig } from '@emind/identity';
import reviews, { reviewsRoutePrefixes, type ReviewsConfig } from '@emind/reviews';
import { healthProbes, useErrorHandling, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { frontendsPlugin } from './plugins/frontends.ts';
import { buildHomeFrameScript } from './plugins/home-frame-script.ts';
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
  /** Present in embedded mode: the booking service is mounted in-process. */
  bookingConfig: BookingConfig | null;
  /** Present in embedded mode: the catalogue service is mounted in-process. */
  catalogueConfig?: CatalogueConfig | null;
  /** Present in embedded mode: the reviews service is mounted in-process. */
  reviewsConfig?: ReviewsConfig | null;
  onSeeded?: (seeded: boolean) => void;
}

/** The gateway: services under /api (in-process or proxied), the built frontends and public media. */
const gateway: FastifyPluginAsync<GatewayOptions> = async (app, { config, database, identityConfig, bookingConfig, catalogueConfig, reviewsConfig, onSeeded }) => {
  useErrorHandling(app);
  const homeFrameScript = buildHomeFrameScript();
  await app.register(securityPlugin, { scriptSources: [homeFrameScript.cspSource] });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);

  const identityUrl = config.upstreams.identity;
  if (identityUrl) {
    await proxyPrefixes(app, identityUrl, identityRoutePrefixes);
  } else {
    if (!database || !identityConfig) throw new Error('embedded mode needs the database handle and identity config');
    await app.register(identity, { prefix: '/api', database, config: identityConfig, ...(onSeeded ? { onSeeded } : {}) });
  }

  // After identity: it verifies with identity's key and seeds by identity's demo accounts.
  const catalogueUrl = config.upstreams.catalogue;
  if (catalogueUrl) {
    await proxyPrefixes(app, catalogueUrl, catalogueRoutePrefixes);
  } else {
    if (!database || !catalogueConfig) throw new Error('embedded mode needs the database handle and catalogue config (or CATALOGUE_URL)');
    await app.register(catalogue, { prefix: '/api', database, config: catalogueConfig });
  }

  // After identity (and catalogue): it verifies with identity's key and seeds by identity's demo accounts.
  const bookingUrl = config.upstreams.booking;
  if (bookingUrl) {
    await proxyPrefixes(app, bookingUrl, bookingRoutePrefixes);
  } else {
    if (!database || !bookingConfig) throw new Error('embedded mode needs the database handle and booking config (or BOOKING_URL)');
    await app.register(booking, { prefix: '/api', database, config: bookingConfig });
  }

  // Reviews reads booking's completed sessions and identity's names at query time; the directory reads its ratings.
  const reviewsUrl = config.upstreams.reviews;
  if (reviewsUrl) {
    await proxyPrefixes(app, reviewsUrl, reviewsRoutePrefixes);
  } else {
    if (!database || !reviewsConfig) throw new Error('embedded mode needs the database handle and reviews config (or REVIEWS_URL)');
    await app.register(reviews, { prefix: '/api', database, config: reviewsConfig });
  }

  await app.register(healthRoutes, {
    database,
    services: {
      identity: identityUrl ? `${identityUrl}/api/identity/health` : null,
      booking: bookingUrl ? `${bookingUrl}/api/booking/health` : null,
      catalogue: catalogueUrl ? `${catalogueUrl}/api/catalogue/health` : null,
      reviews: reviewsUrl ? `${reviewsUrl}/api/reviews/health` : null,
    },
  });
  healthProbes(app, { path: '/api/health', database });
  await app.register(frontendsPlugin, { webRoot: config.webRoot, dataDir: config.dataDir, homeFrameScript });
};

export default gateway;
