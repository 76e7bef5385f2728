import { demoPsychologists } from '@emind/demo-data';
import {
  authPlugin,
  createMailTransport,
  drainOutbox,
  loadPublicKey,
  migrateSchema,
  pingDatabase,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import { expireUnpaidHolds } from './appointments/expiry.ts';
import { sendDueReminders } from './notifications/reminders.ts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { BookingConfig } from './config.ts';
import { bookingMigrations } from './db/migrations/index.ts';
import { bookingContextPlugin } from './plugins/booking-context.ts';
import appointmentRoutes from './routes/appointments/index.ts';
import scheduleRoutes from './routes/schedules/index.ts';
import { seedDemoAppointments } from './seed/demo-appointments.ts';
import { seedDemoSchedules, type DemoSchedule } from './seed/seed.service.ts';

export { bookingConfigFromEnv, bookingDefaults, type BookingConfig } from './config.ts';
export { bookingMigrations } from './db/migrations/index.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });
/** Identity's demo patient, whose appointments the demo data fills. */
const DEMO_PATIENT_EMAIL = 'paciente@e-mind.cl';

export interface BookingOptions {
  database: DatabaseHandle;
  config: BookingConfig;
  /** Demo schedules stored when `config.seedDemo` is on (by the psychologists' e-mails); default the demo psychologists'. */
  demoSchedules?: readonly DemoSchedule[];
  /** The clock (tests). */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const bookingRoutePrefixes = ['/schedules', '/appointments', '/booking'] as const;

/** The booking service as a plugin: mount it under /api (gateway) or run it alone (server.ts). */
const booking: FastifyPluginAsync<BookingOptions> = async (app, { database, config, demoSchedules = demoPsychologists, now }) => {
  useErrorHandling(app);
  await migrateSchema(database, bookingMigrations);

  await app.register(bookingContextPlugin, { database, config, ...(now ? { now } : {}) });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });

  if (config.seedDemo) {
    await seedDemoSchedules(app.booking, demoSchedules);
    await seedDemoAppointments(app.booking, new Map(demoSchedules.map((entry) => [entry.email, entry.schedule])), DEMO_PATIENT_EMAIL);
  }

  await app.register(scheduleRoutes, { prefix: '/schedules' });
  await app.register(appointmentRoutes, { prefix: '/appointments' });

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(
    app,
    [
      { name: 'expire-unpaid-holds', run: () => expireUnpaidHolds(app.booking) },
      { name: 'session-reminders', run: () => sendDueReminders(app.booking) },
      { name: 'booking-mail', run: () => drainOutbox(database.db, 'booking', transport, { log: app.log }) },
    ],
    config.jobIntervalMs,
  );

  app.get('/booking/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
};

export default booking;
