import booking, { bookingRoutePrefixes, type BookingConfig } from '@emind/booking';
import catalogue, { catalogueRoutePrefixes, type CatalogueConfig } from '@emind/catalogue';
import identity, { identityRoutePrefixes, type IdentityConfig } from '@emind/identity';
import measures, { measuresRoutePrefixes, type MeasuresConfig } from '@emind/measures';
import billing, { billingRoutePrefixes, type BillingConfig } from '@emind/billing';
import reviews, { reviewsRoutePrefixes, type ReviewsConfig } from '@emind/reviews';
import sessions, { sessionsRoutePrefixes, type SessionsConfig } from '@emind/sessions';
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
  /** Present in embedded mode: the sessions service (video room) is mounted in-process. */
  sessionsConfig?: SessionsConfig | null;
  /** Present in embedded mode: the measures service is mounted in-process. */
  measuresConfig?: MeasuresConfig | null;
  /** Present in embedded mode: the billing service is mounted in-process. */
  billingConfig?: BillingConfig | null;
  onSeeded?: (seeded: boolean) => void;
}

/** The gateway: services under /api (in-process or proxied), the built frontends and public media. */
const gateway: FastifyPluginAsync<GatewayOptions> = async (app, { config, database, identityConfig, bookingConfig, catalogueConfig, reviewsConfig, sessionsConfig, measuresConfig, billingConfig, onSeeded }) => {
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

  // The video room reads booking's session_appointments; its signaling socket is proxied as an upgrade.
  const sessionsUrl = config.upstreams.sessions;
  if (sessionsUrl) {
    await proxyPrefixes(app, sessionsUrl, sessionsRoutePrefixes, { websocket: true });
  } else {
    if (!database || !sessionsConfig) throw new Error('embedded mode needs the database handle and sessions config (or SESSIONS_URL)');
    await app.register(sessions, { prefix: '/api', database, config: sessionsConfig });
  }

  // Measures reads booking's care sessions and identity's names at query time.
  const measuresUrl = config.upstreams.measures;
  if (measuresUrl) {
    await proxyPrefixes(app, measuresUrl, measuresRoutePrefixes);
  } else {
    if (!database || !measuresConfig) throw new Error('embedded mode needs the database handle and measures config (or MEASURES_URL)');
    await app.register(measures, { prefix: '/api', database, config: measuresConfig });
  }

  // Billing reads booking's billing sessions, identity's names and RUTs and catalogue's registry numbers at query time.
  const billingUrl = config.upstreams.billing;
  if (billingUrl) {
    await proxyPrefixes(app, billingUrl, billingRoutePrefixes);
  } else {
    if (!database || !billingConfig) throw new Error('embedded mode needs the database handle and billing config (or BILLING_URL)');
    await app.register(billing, { prefix: '/api', database, config: billingConfig });
  }

  await app.register(healthRoutes, {
    database,
    services: {
      identity: identityUrl ? `${identityUrl}/api/identity/health` : null,
      booking: bookingUrl ? `${bookingUrl}/api/booking/health` : null,
      catalogue: catalogueUrl ? `${catalogueUrl}/api/catalogue/health` : null,
      reviews: reviewsUrl ? `${reviewsUrl}/api/reviews/health` : null,
      sessions: sessionsUrl ? `${sessionsUrl}/api/sessions/health` : null,
      measures: measuresUrl ? `${measuresUrl}/api/measures/health` : null,
      billing: billingUrl ? `${billingUrl}/api/billing/health` : null,
    },
  });
  healthProbes(app, { path: '/api/health', database });
  await app.register(frontendsPlugin, { webRoot: config.webRoot, dataDir: config.dataDir, homeFrameScript });
};

export default gateway;
