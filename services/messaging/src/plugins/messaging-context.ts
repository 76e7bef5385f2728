import { busKey, openMessageBus, schemaDb, storageFromEnv, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { MessagingConfig } from '../config.ts';
import type { MessagingContext } from '../context.ts';
import type { MessagingDatabase } from '../db/schema.ts';
import { LiveHub, liveBusEventSchema } from '../live/live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingContext;
  }
}

export interface MessagingContextOptions {
  database: DatabaseHandle;
  config: MessagingConfig;
  now: () => Date;
}

/** The channel every messaging instance listens on (LISTEN/NOTIFY or Redis). */
export const MESSAGING_CHANNEL = 'emind_messaging_changes';

export const messagingContextPlugin = fp<MessagingContextOptions>(
  async (app, { database, config, now }) => {
    const live = new LiveHub();
    const key = busKey({ secret: config.busSecret, databaseUrl: config.databaseUrl, dataDir: config.dataDir }, { info: 'emind messaging live bus', file: 'messaging.key' });
    const bus = await openMessageBus(database, MESSAGING_CHANNEL, (event) => live.receive(event), {
      key, schema: liveBusEventSchema, redisUrl: config.redisUrl, log: app.log, registry: app.metrics.registry,
    });
    live.attach(bus);
    app.addHook('preClose', async () => live.closeAll());
    app.addHook('onClose', async () => bus.close());
    app.decorate('messaging', { db: schemaDb<MessagingDatabase>(database, 'messaging'), config, live, storage: storageFromEnv(config.dataDir), now });
  },
  { name: 'messaging-context', fastify: '5.x' },
);
