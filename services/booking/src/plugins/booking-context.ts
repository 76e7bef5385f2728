import { createBatcher, schemaDb, storageFromEnv, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import { writeBookings } from '../appointments/book-in-batches.ts';
import { forgetOnWrite, KeptClientLists } from '../appointments/kept-client-lists.ts';
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

/**
 * A batch of up to 32 bookings (the subtransactions one transaction keeps in shared memory stop at 64); two under way
 * at once, so one is written while the next gathers.
 */
const BOOKING_BATCHES = { maxBatch: 32, maxInFlight: 2 };

/** The context of one booking service instance over `database`. */
export function createBookingContext(database: DatabaseHandle, config: BookingConfig, now: () => Date = () => new Date()): BookingContext {
  const clientLists = new KeptClientLists();
  const db = schemaDb<BookingDatabase>(database, 'booking').withPlugin(forgetOnWrite(clientLists));
  return {
    db,
    config,
    book: createBatcher((requests) => writeBookings(db, config, requests), BOOKING_BATCHES),
    storage: storageFromEnv(config.dataDir),
    clientLists,
    now,
  };
}

export const bookingContextPlugin = fp<BookingContextOptions>(
  async (app, { database, config, now }) => {
    app.decorate('booking', createBookingContext(database, config, now));
  },
  { name: 'booking-context', fastify: '5.x' },
);
