import { defineService, privacyPartsJob, type DatabaseHandle } from '@emind/server-kit';
import type { CatalogueConfig } from './config.ts';
import { catalogueMigrations } from './db/migrations.ts';
import { catalogueContextPlugin } from './plugins/catalogue-context.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { publicAnswersPlugin } from './plugins/public-answers.ts';
import { cataloguePrivacyParticipant } from './privacy/catalogue-participant.ts';
import adminRoutes from './routes/admin/index.ts';
import pricingRoutes from './routes/pricing/index.ts';
import professionalRoutes from './routes/professional/index.ts';
import publicRoutes from './routes/public/index.ts';
import { seedDemoCatalogue } from './seed/seed.service.ts';

export { catalogueConfigFromEnv, type CatalogueConfig } from './config.ts';
export { catalogueMigrations } from './db/migrations.ts';

export interface CatalogueOptions {
  database: DatabaseHandle;
  config: CatalogueConfig;
  /** The clock (tests). */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const catalogueRoutePrefixes = [
  '/profiles/psychologist-profiles/me/professional',
  '/profiles/psychologist-profiles/me/experiences',
  '/profiles/psychologist-profiles/me/upload-verification-document',
  '/profiles/psychologist-profiles/me/documents',
  '/profiles/psychologist-profiles/me/verification-status',
  '/profiles/public',
  '/profiles/admin/psychologists',
  '/profiles/admin/stats',
  '/pricing',
  '/catalogue',
] as const;

/** The catalogue service as a plugin: mount it under /api (gateway) or run it alone (server.ts). */
const catalogue = defineService<CatalogueOptions>({
  name: 'catalogue',
  migrations: catalogueMigrations,
  setup: async (app, { database, config, now }) => {
    await app.register(catalogueContextPlugin, { database, config, ...(now ? { now } : {}) });
    await app.register(multipartPlugin);
  },
  beforeRoutes: async (app, { database, config }) => {
    if (config.seedDemo) await seedDemoCatalogue(app.catalogue);
    await app.register(publicAnswersPlugin, { database, maxEntries: config.directoryCacheEntries, now: app.catalogue.now });
  },
  routes: [
    [professionalRoutes, '/profiles/psychologist-profiles'],
    [publicRoutes, '/profiles/public'],
    [adminRoutes, '/profiles/admin'],
    [pricingRoutes, '/pricing'],
  ],
  jobs: (app) => [privacyPartsJob(app.catalogue.db, cataloguePrivacyParticipant(app.catalogue), app.catalogue.now)],
});

export default catalogue;
