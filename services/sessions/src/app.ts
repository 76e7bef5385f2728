import websocket from '@fastify/websocket';
import { defineService, privacyPartsJob, rateLimitPlugin, scheduleJobs, type DatabaseHandle } from '@emind/server-kit';
import { DEFAULT_LIVE_CHECK_MS, type SessionsConfig } from './config.ts';
import { sessionsMigrations } from './db/migrations.ts';
import { sessionsContextPlugin } from './plugins/sessions-context.ts';
import { sessionsPrivacyParticipant } from './privacy/sessions-participant.ts';
import { deleteExpiredTickets } from './rooms/rooms.repository.ts';
import sessionRoutes from './routes/sessions/index.ts';

export { sessionsConfigFromEnv, type SessionsConfig } from './config.ts';
export { sessionsMigrations } from './db/migrations.ts';

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
const sessions = defineService<SessionsOptions>({
  name: 'sessions',
  migrations: sessionsMigrations,
  setup: async (app, { database, config }) => {
    await app.register(websocket, { options: { maxPayload: MAX_SIGNAL_BYTES } });
    await app.register(sessionsContextPlugin, { database, config });
  },
  beforeRoutes: async (app, { config }) => {
    await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  },
  routes: [[sessionRoutes, '/sessions']],
  jobs: (app) => {
    const { db } = app.sessions;
    return [privacyPartsJob(db, sessionsPrivacyParticipant), { name: 'sessions-expired-tickets', run: () => deleteExpiredTickets(db) }];
  },
  // Every few seconds, not at the jobs' pace: a cancelled session's call must not go on for long.
  afterJobs: (app, { config }) => {
    scheduleJobs(app, [{ name: 'sessions-live-calls', run: () => app.sessions.hub.checkLiveCalls() }], config.liveCheckMs ?? DEFAULT_LIVE_CHECK_MS);
  },
});

export default sessions;
