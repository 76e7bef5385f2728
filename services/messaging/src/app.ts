import websocket from '@fastify/websocket';
import { defineService, privacyPartsJob, serviceMail, type DatabaseHandle } from '@emind/server-kit';
import type { MessagingConfig } from './config.ts';
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
const messaging = defineService<MessagingOptions>({
  name: 'messaging',
  migrations: messagingMigrations,
  setup: async (app, { database, config, now = () => new Date() }) => {
    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
    await app.register(messagingContextPlugin, { database, config, now });
  },
  routes: [[messagingRoutes, '/messages'], [documentsRoutes, '/documents']],
  jobs: (app, { database, config }) => {
    const ctx = app.messaging;
    return [
      unreadMailJob(ctx),
      serviceMail(app, database, 'messaging', config).outboxJob,
      { name: 'messaging-expired-tickets', run: () => deleteExpiredTickets(ctx) },
      privacyPartsJob(ctx.db, messagingPrivacyParticipant(ctx.storage, ctx.config.documents), ctx.now),
      documentsRetentionJob(ctx),
    ];
  },
});

export default messaging;
