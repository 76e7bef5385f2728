import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readConfigOrExit } from './config.ts';
import { pingDatabase, type DatabaseHandle } from './database.ts';

/** Keyed by the HTTP server: every service mounted in one process (embedded mode) drains with it. */
const drainingServers = new WeakSet<object>();

/** From now on `/health/ready` answers 503, so a load balancer stops sending new requests. */
export function startDraining(app: FastifyInstance): void {
  drainingServers.add(app.server);
}

export function isDraining(app: FastifyInstance): boolean {
  return drainingServers.has(app.server);
}

const probeSchema = z.object({ status: z.enum(['ok', 'draining', 'degraded']), database: z.enum(['ok', 'down', 'external']).optional() });

export interface HealthProbeOptions {
  /** The service's health path, e.g. `/reviews/health` (under its /api prefix): probes at `<path>/live` and `<path>/ready`. */
  path: string;
  /** Null where the process has no database of its own (the gateway in split mode). */
  database: DatabaseHandle | null;
}

/**
 * Liveness (the process answers) and readiness (database reachable, not draining). Register them after the
 * service's migrations: the route exists only once they are done.
 */
export function healthProbes(app: FastifyInstance, { path, database }: HealthProbeOptions): void {
  const schema = { hide: true, response: { 200: probeSchema, 503: probeSchema } };
  app.get(`${path}/live`, { schema }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get(`${path}/ready`, { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (isDraining(app)) return reply.status(503).send({ status: 'draining' });
    const reachable = database ? await pingDatabase(database) : true;
    const databaseStatus = database ? (reachable ? 'ok' : 'down') : 'external';
    return reply.status(reachable ? 200 : 503).send({ status: reachable ? 'ok' : 'degraded', database: databaseStatus });
  });
}

const serviceHealthSchema = z.object({ status: z.string(), database: z.string() });

/**
 * A service's own health route (`/<name>/health`, what split mode's supervisor polls: 503 while its database is
 * unreachable) with its probes beside it.
 */
export function serviceHealthRoutes(app: FastifyInstance, { path, database }: { path: string; database: DatabaseHandle }): void {
  app.get(path, {
    schema: { hide: true, response: { 200: serviceHealthSchema, 503: serviceHealthSchema } },
    handler: async (_request, reply) => {
      const ok = await pingDatabase(database);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down' });
    },
  });
  healthProbes(app, { path, database });
}

export interface ShutdownOptions {
  /** Closed after the server (in-flight requests and running jobs done): the database pools. */
  closeResources: () => Promise<void>;
  /** Where a process exits; tests replace it. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
  /**
   * How long the process keeps serving after it stopped being ready, before its listener closes: longer than a
   * load balancer's check interval × fall, so the balancer has stopped sending before connections are refused.
   */
  drainDelayMs?: number;
}

/** `EMIND_DRAIN_DELAY_MS` (default 0: the listener closes at once, for a process nothing balances). */
export function drainDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return readConfigOrExit(z.object({ EMIND_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0) }), env).EMIND_DRAIN_DELAY_MS;
}

/**
 * First SIGTERM/SIGINT: not ready at once, still serving for the drain delay, then `app.close()` waits for in-flight
 * requests and the running job (scheduleJobs' onClose), then the pools close and the process exits 0. A second
 * signal exits at once with 1.
 */
export function closeGracefullyOnSignals(
  app: FastifyInstance,
  { closeResources, exit = (code) => process.exit(code), signals = ['SIGTERM', 'SIGINT'], drainDelayMs = drainDelayFromEnv() }: ShutdownOptions,
): void {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (draining) {
      app.log.warn({ signal }, 'second signal while draining: exiting at once');
      exit(1);
      return;
    }
    draining = true;
    startDraining(app);
    app.log.info({ signal, drainDelayMs }, 'draining: not ready, finishing in-flight requests and the running job');
    new Promise((resolve) => setTimeout(resolve, drainDelayMs))
      .then(() => app.close())
      .then(closeResources)
      .then(
        () => exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  for (const signal of signals) process.on(signal, onSignal);
}
