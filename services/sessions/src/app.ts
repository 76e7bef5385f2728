import websocket from '@fastify/websocket';
import {
  authPlugin, healthProbes, loadPublicKey, migrateSchema, pingDatabase, privacyPartsJob, rateLimitPlugin, scheduleJobs, useErrorHandling, type DatabaseHandle,
} from '@emind/server-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_JOB_INTERVAL_MS, DEFAULT_LIVE_CHECK_MS, type SessionsConfig } from './config.ts';
import { sessionsMigrations } from './db/migrations.ts';
import { sessionsContextPlugin } from './plugins/sessions-context.ts';
import { sessionsPrivacyParticipant } from './privacy/sessions-participant.ts';
import { deleteExpiredTickets } from './rooms/rooms.repository.ts';
import sessionRoutes from './routes/sessions/index.ts';

export { sessionsConfigFromEnv, type SessionsConfig } from './config.ts';
export { sessionsMigrations } from './db/migrations.ts';

const healthSchema = z.object({ status: z.string(), database: z.string() });

/** A signaling message is a few kilobytes (an SDP offer); anything far larger is not one. */
const MAX_SIGNAL_BYTES = 64 * 1024;

export interface SessionsOptions {
  database: DatabaseHandle;
  config: SessionsConfig;
}

/** Path prefixes (under /api) this service answers; the gateway proxies them in split mode (WebSocket upgrades too). */
export const sessionsRoutePrefixes = ['/sessions'] as const;

/**
 * The sessions service as a plugin: the video room's tickets, signaling WebSocket, waiting room and attendance. It
 * reads booking's `session_appointments` at query time, so it migrates on its own. Media never passes through it.
 */
const sessions: FastifyPluginAsync<SessionsOptions> = async (app, { database, config }) => {
  useErrorHandling(app);
  await migrateSchema(database, sessionsMigrations);

  await app.register(websocket, { options: { maxPayload: MAX_SIGNAL_BYTES } });
  await app.register(sessionsContextPlugin, { database, config });
  await app.register(authPlugin, { publicKey: loadPublicKey(config.dataDir, config.jwtPublicKey), database });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });

  await app.register(sessionRoutes, { prefix: '/sessions' });

  const { db } = app.sessions;
  scheduleJobs(
    app,
    [privacyPartsJob(db, sessionsPrivacyParticipant), { name: 'sessions-expired-tickets', run: () => deleteExpiredTickets(db) }],
    config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS,
  );
  // Every few seconds, not at the jobs' pace: a cancelled session's call must not go on for long.
  scheduleJobs(app, [{ name: 'sessions-live-calls', run: () => app.sessions.hub.checkLiveCalls() }], config.liveCheckMs ?? DEFAULT_LIVE_CHECK_MS);

  app.get('/sessions/health', {
    schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path: '/sessions/health', database });
};

export default sessions;
