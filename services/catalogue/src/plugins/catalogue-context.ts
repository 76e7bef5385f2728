import { schemaDb, storageFromEnv, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { CatalogueConfig } from '../config.ts';
import type { CatalogueContext } from '../context.ts';
import type { CatalogueDatabase } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueContext;
  }
}

export interface CatalogueContextOptions {
  database: DatabaseHandle;
  config: CatalogueConfig;
  now?: () => Date;
}

export const catalogueContextPlugin = fp<CatalogueContextOptions>(
  async (app, { database, config, now }) => {
    app.decorate('catalogue', {
      db: schemaDb<CatalogueDatabase>(database, 'catalogue'),
      config,
      storage: storageFromEnv(config.dataDir),
      now: now ?? (() => new Date()),
    });
  },
  { name: 'catalogue-context', fastify: '5.x' },
);
