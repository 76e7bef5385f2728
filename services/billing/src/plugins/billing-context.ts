import { schemaDb, storageFromEnv, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { BillingConfig } from '../config.ts';
import type { BillingContext } from '../context.ts';
import type { BillingDatabase } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingContext;
  }
}

export interface BillingContextOptions {
  database: DatabaseHandle;
  config: BillingConfig;
  now: () => Date;
}

export const billingContextPlugin = fp<BillingContextOptions>(
  async (app, { database, config, now }) => {
    app.decorate('billing', { db: schemaDb<BillingDatabase>(database, 'billing'), config, storage: storageFromEnv(config.dataDir), now });
  },
  { name: 'billing-context', fastify: '5.x' },
);
