import websocket from '@fastify/websocket';
import {
  authPlugin, createMailTransport, drainOutbox, healthProbes, loadPublicKey, migrateSchema, pingDatabase, privacyPartsJob, scheduleJobs,
  useErrorHandling, type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_JOB_INTERVAL_MS, type MessagingConfig } from './config.ts';
import { messagingMigrations } from './db/migrations.ts';
import { documentsRetentionJob } from './documents/documents-retention-job.ts';
import { deleteExpiredTickets } from './live/tickets.ts';
import { unreadMailJob } from './mail/unread-mail-job.ts';
import { messagingContextPlugin } from './plugins/messaging-context.ts';
import { messagingPrivacyParticipant } from './privacy/messaging-participant.ts';
import documentsRoutes from './routes/documents-routes.ts';
import messagingRoutes from './routes/messaging-routes.ts';

export { messagingConfigFromEnv, type MessagingConfig } from './config.ts';
export { messagingMigrations } from './db/migrations.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

/** A live socket only receives; anything a client sends is small or not welcome. */
const MAX_CLIENT_FRAME_BYTES = 1024;

export interface MessagingOptions {
  database: DatabaseHandle;
  config: MessagingConfig;
  /** The clock (tests move it past the mail delay); the real one by default. */
  now?: () => Date;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode (WebSocket upgrades too). */
export const messagingRoutePrefixes = ['/messages', '/documents'] as const;

/**
 * The messaging service (issue 41) as a plugin: one conversation per patient and psychologist while they are in care
 * (booking's `care_sessions`), live over a sealed bus across instances, mail that tells and never shows.
 */
const messaging: FastifyPluginAsync<MessagingOptions> = async (app, { database, config, now = () => new Date() }) => {
  useErrorHandling(app);
  await migrateSchema(database, messagingMigrations);

  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  await app.register(messagingContextPlugin, { database, config, now });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });

  await app.register(messagingRoutes, { prefix: '/messages' });
  await app.register(documentsRoutes, { prefix: '/documents' });

  const ctx = app.messaging;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  scheduleJobs(
    app,
    [
      unreadMailJob(ctx),
      { name: 'messaging-mail', run: () => drainOutbox(database.db, 'messaging', transport, { log: app.log }) },
      { name: 'messaging-expired-tickets', run: () => deleteExpiredTickets(ctx) },
      privacyPartsJob(ctx.db, messagingPrivacyParticipant(ctx.storage, ctx.config.documents), now),
      documentsRetentionJob(ctx),
    ],
    config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS,
  );

  app.get('/messaging/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/messaging/health', database });
};

export default messaging;
