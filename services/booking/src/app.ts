import { demoPsychologists } from '@emind/demo-data';
import { APPOINTMENT_CHANGES_CHANNEL, defineService, openChangeFeed, privacyPartsJob, serviceMail, type DatabaseHandle } from '@emind/server-kit';
import { expireUnpaidHolds } from './appointments/expiry.ts';
import { sendDueReminders } from './notifications/reminders.ts';
import { remindUnpaidHolds } from './notifications/payment-due-reminders.ts';
import { mailCardConfirmations } from './notifications/card-confirmations.ts';
import { drainBookingOutbox } from './notifications/queued-mail.ts';
import { bookingParticipant } from './privacy/booking-participant.ts';
import { purgeSealedRecords } from './privacy/retention.ts';
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
const booking = defineService<BookingOptions>({
  name: 'booking',
  migrations: bookingMigrations,
  setup: async (app, { database, config, now }) => {
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
  },
  beforeRoutes: async (app, { config, demoSchedules = demoPsychologists }) => {
    if (!config.seedDemo) return;
    await seedDemoSchedules(app.booking, demoSchedules);
    await seedDemoAppointments(app.booking, new Map(demoSchedules.map((entry) => [entry.email, entry.schedule])), DEMO_PATIENT_EMAIL);
  },
  routes: [
    [scheduleRoutes, '/schedules'],
    [timeOffRoutes, '/schedules/time-off'],
    [appointmentRoutes, '/appointments'],
    [seriesRoutes, '/appointments'],
    [waitlistRoutes, '/waitlist'],
    [rescheduleRoutes, '/appointments'],
    [calendarSyncRoutes, '/calendar'],
    [cancellationPolicyRoutes, '/booking/cancellation-policy'],
  ],
  jobs: (app, { database, config }) => {
    const { transport } = serviceMail(app, database, 'booking', config);
    return [
      { name: 'expire-unpaid-holds', run: () => expireUnpaidHolds(app.booking) },
      { name: 'session-reminders', run: () => sendDueReminders(app.booking) },
      { name: 'payment-due-reminders', run: () => remindUnpaidHolds(app.booking) },
      { name: 'card-confirmation-mails', run: () => mailCardConfirmations(app.booking) },
      { name: 'waitlist-notices', run: () => notifyWaitlist(app.booking) },
      { name: 'booking-mail', run: () => drainBookingOutbox(database.db, config, transport, { log: app.log }) },
      privacyPartsJob(app.booking.db, bookingParticipant(app.booking), app.booking.now),
      { name: 'booking-retention', run: () => purgeSealedRecords(app.booking) },
    ];
  },
  watchOutbox: true,
});

export default booking;
