import {
  authPlugin,
  createMailTransport,
  drainOutbox,
  healthProbes,
  loadPublicKey,
  migrateSchema,
  pingDatabase,
  privacyPartsJob,
  scheduleJobs,
  useErrorHandling,
  type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_JOB_INTERVAL_MS, type MeasuresConfig } from './config.ts';
import { measuresMigrations } from './db/migrations.ts';
import { intakeReminderJob } from './intake/intake-reminders.ts';
import { reminderJob } from './measures/reminders.ts';
import { measuresContextPlugin } from './plugins/measures-context.ts';
import { measuresPrivacyParticipant } from './privacy/measures-participant.ts';
import intakeRoutes from './routes/intake-routes.ts';
import measuresRoutes from './routes/measures-routes.ts';

export { measuresConfigFromEnv, type MeasuresConfig } from './config.ts';
export { measuresMigrations } from './db/migrations.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

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
const measures: FastifyPluginAsync<MeasuresOptions> = async (app, { database, config, now = () => new Date() }) => {
  useErrorHandling(app);
  await migrateSchema(database, measuresMigrations);

  await app.register(measuresContextPlugin, { database, config, now });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });

  await app.register(measuresRoutes, { prefix: '/measures' });
  await app.register(intakeRoutes, { prefix: '/intake' });

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(
    app,
    [
      reminderJob(app.measures),
      intakeReminderJob(app.measures),
      { name: 'measures-mail', run: () => drainOutbox(database.db, 'measures', transport, { log: app.log }) },
      privacyPartsJob(app.measures.db, measuresPrivacyParticipant),
    ],
    config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS,
  );

  app.get('/measures/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/measures/health', database });
};

export default measures;
