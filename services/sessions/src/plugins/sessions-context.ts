import { APPOINTMENT_CHANGES_CHANNEL, openChangeFeed, openMessageBus, schemaDb, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { SessionsConfig } from '../config.ts';
import type { SessionsContext } from '../context.ts';
import type { SessionsDatabase } from '../db/schema.ts';
import { busEventSchema } from '../signaling/messages.ts';
import { RoomHub } from '../signaling/room-hub.ts';
import { signalingKey } from '../signaling/signaling-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsContext;
  }
}

export interface SessionsContextOptions {
  database: DatabaseHandle;
  config: SessionsConfig;
}

/** The channel every sessions instance listens on (LISTEN/NOTIFY or Redis). */
export const SIGNALING_CHANNEL = 'emind_session_signals';

export const sessionsContextPlugin = fp<SessionsContextOptions>(
  async (app, { database, config }) => {
    const db = schemaDb<SessionsDatabase>(database, 'sessions');
    const hub = new RoomHub(db, app.log, config.window);
    const bus = await openMessageBus(database, SIGNALING_CHANNEL, (event) => hub.receive(event), {
      key: signalingKey(config), schema: busEventSchema, redisUrl: config.redisUrl, log: app.log, registry: app.metrics.registry,
    });
    hub.attach(bus);
    // Booking's triggers say an appointment changed (a cancellation, a new time): its call ends now, not at the next check.
    const appointments = await openChangeFeed(database, APPOINTMENT_CHANGES_CHANNEL, { onChange: () => hub.checkSoon(), onReset: () => hub.checkSoon() }, { log: app.log });
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => {
      await appointments.close();
      await bus.close();
    });
    app.decorate('sessions', { db, config, hub });
  },
  { name: 'sessions-context', fastify: '5.x' },
);
