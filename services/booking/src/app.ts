import { demoPsychologists } from '@emind/demo-data';
import { authPlugin, loadPublicKey, migrateSchema, pingDatabase, useErrorHandling, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { BookingConfig } from './config.ts';
import { bookingMigrations } from './db/migrations/index.ts';
import { bookingContextPlugin } from './plugins/booking-context.ts';
import scheduleRoutes from './routes/schedules/index.ts';
import { seedDemoSchedules, type DemoSchedule } from './seed/seed.service.ts';

export { bookingConfigFromEnv, type BookingConfig } from './config.ts';
export { bookingMigrations } from './db/migrations/index.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

export interface BookingOptions {
  database: DatabaseHandle;
  config: BookingConfig;
  /** Demo schedules stored when `config.seedDemo` is on (by the psychologists' e-mails); default the demo psychologists'. */
  demoSchedules?: readonly DemoSchedule[];
  /** The clock (tests). */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const bookingRoutePrefixes = ['/schedules', '/booking'] as const;

/** The booking service as a plugin: mount it under /api (gateway) or run it alone (server.ts). */
const booking: FastifyPluginAsync<BookingOptions> = async (app, { database, config, demoSchedules = demoPsychologists, now }) => {
  useErrorHandling(app);
  await migrateSchema(database, bookingMigrations);

  await app.register(bookingContextPlugin, { database, config, ...(now ? { now } : {}) });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey) });

  if (config.seedDemo) await seedDemoSchedules(app.booking, demoSchedules);

  await app.register(scheduleRoutes, { prefix: '/schedules' });

  app.get('/booking/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
};

export default booking;
