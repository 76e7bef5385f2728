import { schemaDb, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { MeasuresConfig } from '../config.ts';
import type { MeasuresContext } from '../context.ts';
import type { MeasuresDatabase } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    measures: MeasuresContext;
  }
}

export interface MeasuresContextOptions {
  database: DatabaseHandle;
  config: MeasuresConfig;
  now: () => Date;
}

export const measuresContextPlugin = fp<MeasuresContextOptions>(
  async (app, { database, config, now }) => {
    app.decorate('measures', { db: schemaDb<MeasuresDatabase>(database, 'measures'), config, now });
  },
  { name: 'measures-context', fastify: '5.x' },
);
