import { schemaDb, storageFromEnv, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { BookingConfig } from '../config.ts';
import type { BookingContext } from '../context.ts';
import type { BookingDatabase } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    booking: BookingContext;
  }
}

export interface BookingContextOptions {
  database: DatabaseHandle;
  config: BookingConfig;
  now?: () => Date;
}

export const bookingContextPlugin = fp<BookingContextOptions>(
  async (app, { database, config, now }) => {
    const ctx: BookingContext = {
      db: schemaDb<BookingDatabase>(database, 'booking'),
      config,
      storage: storageFromEnv(config.dataDir),
      now: now ?? (() => new Date()),
    };
    app.decorate('booking', ctx);
  },
  { name: 'booking-context', fastify: '5.x' },
);
