import { schemaDb, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { ReviewsConfig } from '../config.ts';
import type { ReviewsContext } from '../context.ts';
import type { ReviewsDatabase } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsContext;
  }
}

export interface ReviewsContextOptions {
  database: DatabaseHandle;
  config: ReviewsConfig;
}

export const reviewsContextPlugin = fp<ReviewsContextOptions>(
  async (app, { database, config }) => {
    app.decorate('reviews', { db: schemaDb<ReviewsDatabase>(database, 'reviews'), config });
  },
  { name: 'reviews-context', fastify: '5.x' },
);
