import { defineService, privacyPartsJob, serviceMail, type DatabaseHandle } from '@emind/server-kit';
import type { MeasuresConfig } from './config.ts';
import { measuresMigrations } from './db/migrations.ts';
import { intakeReminderJob } from './intake/intake-reminders.ts';
import { reminderJob } from './measures/reminders.ts';
import { measuresContextPlugin } from './plugins/measures-context.ts';
import { measuresPrivacyParticipant } from './privacy/measures-participant.ts';
import intakeRoutes from './routes/intake-routes.ts';
import measuresRoutes from './routes/measures-routes.ts';

export { measuresConfigFromEnv, type MeasuresConfig } from './config.ts';
export { measuresMigrations } from './db/migrations.ts';

export interface MeasuresOptions {
  database: DatabaseHandle;
  config: MeasuresConfig;
  /** The clock (tests move it to make questionnaires fall due); the real one by default. */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode. */
export const measuresRoutePrefixes = ['/measures', '/intake'] as const;

/**
 * The measures service (issue 28) as a plugin: intake, PHQ-9/GAD-7 assignments, scored responses, the safety rule. It
 * reads booking's `care_sessions` (who treats whom, session starts) and identity's `profile_directory` at query time.
 */
const measures = defineService<MeasuresOptions>({
  name: 'measures',
  migrations: measuresMigrations,
  setup: async (app, { database, config, now = () => new Date() }) => {
    await app.register(measuresContextPlugin, { database, config, now });
  },
  routes: [[measuresRoutes, '/measures'], [intakeRoutes, '/intake']],
  jobs: (app, { database, config }) => [
    reminderJob(app.measures),
    intakeReminderJob(app.measures),
    serviceMail(app, database, 'measures', config).outboxJob,
    privacyPartsJob(app.measures.db, measuresPrivacyParticipant),
  ],
});

export default measures;
