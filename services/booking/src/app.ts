import { demoPsychologists } from '@emind/demo-data';
import {
  APPOINTMENT_CHANGES_CHANNEL,
  authPlugin,
  createMailTransport,
  openChangeFeed,
  loadPublicKey,
  migrateSchema,
  healthProbes,
  pingDatabase,
  privacyPartsJob,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import { expireUnpaidHolds } from './appointments/expiry.ts';
import { sendDueReminders } from './notifications/reminders.ts';
import { mailCardConfirmations } from './notifications/card-confirmations.ts';
import { drainBookingOutbox } from './notifications/queued-mail.ts';
import { bookingParticipant } from './privacy/booking-participant.ts';
import { purgeSealedRecords } from './privacy/retention.ts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { BookingConfig } from './config.ts';
import { bookingMigrations } from './db/migrations.ts';
import { bookingContextPlugin } from './plugins/booking-context.ts';
import appointmentRoutes from './routes/appointments/index.ts';
import seriesRoutes from './routes/series/index.ts';
import scheduleRoutes from './routes/schedules/index.ts';
import timeOffRoutes from './routes/time-off/index.ts';
import { syncLegalHolidays } from './time-off/legal-holidays.ts';
import waitlistRoutes from './routes/waitlist/index.ts';
import { notifyWaitlist } from './waitlist/notify-waitlist.ts';
import rescheduleRoutes from './routes/reschedule/index.ts';
import calendarSyncRoutes from './routes/calendar/index.ts';
import cancellationPolicyRoutes from './routes/cancellation-policy/index.ts';
import { seedDemoAppointments } from './seed/demo-appointments.ts';
import { seedDemoSchedules, type DemoSchedule } from './seed/seed.service.ts';

export { bookingConfigFromEnv, bookingDefaults, type BookingConfig } from './config.ts';
export { bookingMigrations } from './db/migrations.ts';

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
export const bookingRoutePrefixes = ['/schedules', '/appointments', '/booking', '/calendar', '/waitlist'] as const;

/** The booking service as a plugin: mount it under /api (gateway) or run it alone (server.ts). */
const booking: FastifyPluginAsync<BookingOptions> = async (app, { database, config, demoSchedules = demoPsychologists, now }) => {
  useErrorHandling(app);
  await migrateSchema(database, bookingMigrations);

  await app.register(bookingContextPlugin, { database, config, ...(now ? { now } : {}) });
  const clientLists = app.booking.clientLists;
  const feed = await openChangeFeed(database, APPOINTMENT_CHANGES_CHANNEL, { onChange: () => clientLists.forget(), onReset: () => clientLists.forget() }, { log: app.log });
  clientLists.follow(feed);
  app.addHook('onClose', async () => feed.close());
  // After a changing request's transaction has committed, before its answer leaves: a read racing the write cannot
  // leave what it read before the commit kept.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') clientLists.forget();
    done(null, payload);
  });
  await syncLegalHolidays(app.booking.db);
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });

  if (config.seedDemo) {
    await seedDemoSchedules(app.booking, demoSchedules);
    await seedDemoAppointments(app.booking, new Map(demoSchedules.map((entry) => [entry.email, entry.schedule])), DEMO_PATIENT_EMAIL);
  }

  await app.register(scheduleRoutes, { prefix: '/schedules' });
  await app.register(timeOffRoutes, { prefix: '/schedules/time-off' });
  await app.register(appointmentRoutes, { prefix: '/appointments' });
  await app.register(seriesRoutes, { prefix: '/appointments' });
  await app.register(waitlistRoutes, { prefix: '/waitlist' });
  await app.register(rescheduleRoutes, { prefix: '/appointments' });
  await app.register(calendarSyncRoutes, { prefix: '/calendar' });
  await app.register(cancellationPolicyRoutes, { prefix: '/booking/cancellation-policy' });

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(
    app,
    [
      { name: 'expire-unpaid-holds', run: () => expireUnpaidHolds(app.booking) },
      { name: 'session-reminders', run: () => sendDueReminders(app.booking) },
      { name: 'card-confirmation-mails', run: () => mailCardConfirmations(app.booking) },
      { name: 'waitlist-notices', run: () => notifyWaitlist(app.booking) },
      { name: 'booking-mail', run: () => drainBookingOutbox(database.db, config, transport, { log: app.log }) },
      privacyPartsJob(app.booking.db, bookingParticipant(app.booking), app.booking.now),
      { name: 'booking-retention', run: () => purgeSealedRecords(app.booking) },
    ],
    config.jobIntervalMs,
  );
  app.metrics.watchOutbox(database.db, 'booking');

  app.get('/booking/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/booking/health', database });
};

export default booking;
