import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefullyOnSignals, drainDelayFromEnv, healthProbes, isDraining, startDraining } from './health.ts';
import { openTestDatabase } from './testing.ts';
import { createServer, type App } from './server.ts';
import type { DatabaseHandle } from './database.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ migrations: [], pgliteDump: null });
});
afterAll(async () => {
  await database.close();
});

async function service(handle: DatabaseHandle | null, setup?: (app: App) => void): Promise<App> {
  const app = createServer({ logLevel: 'silent' });
  setup?.(app);
  await app.register(
    async (scoped) => {
      healthProbes(scoped, { path: '/demo/health', database: handle });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

describe('health probes', () => {
  it('are live and ready while the database answers', async () => {
    const app = await service(database);
    const live = await app.inject({ url: '/api/demo/health/live' });
    const ready = await app.inject({ url: '/api/demo/health/ready' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', database: 'ok' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('are not ready while draining, and still live', async () => {
    const app = await service(database);
    startDraining(app);
    const ready = await app.inject({ url: '/api/demo/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'draining' }]);
    expect((await app.inject({ url: '/api/demo/health/live' })).statusCode).toBe(200);
    await app.close();
  });

  it('are not ready when the database is unreachable', async () => {
    const gone = await openTestDatabase({ migrations: [], pgliteDump: null });
    await gone.close();
    const app = await service(gone);
    const ready = await app.inject({ url: '/api/demo/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'degraded', database: 'down' }]);
    await app.close();
  });

  it('say external where the process has no database of its own', async () => {
    const app = await service(null);
    expect((await app.inject({ url: '/api/demo/health/ready' })).json()).toEqual({ status: 'ok', database: 'external' });
    await app.close();
  });
});

describe('a signal', () => {
  it('drains, closes the server and then the resources, exits 0; a second one exits 1 at once', async () => {
    const steps: string[] = [];
    let resourcesClosed!: () => void;
    const closed = new Promise<void>((resolve) => (resourcesClosed = resolve));
    const app = await service(database, (root) =>
      root.addHook('onClose', async () => {
        steps.push('server closed');
      }),
    );
    closeGracefullyOnSignals(app, {
      signals: ['SIGUSR2'],
      closeResources: async () => {
        steps.push('resources closed');
        resourcesClosed();
      },
      exit: (code) => steps.push(`exit ${code}`),
    });
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(isDraining(app)).toBe(true);
    process.emit('SIGUSR2', 'SIGUSR2');
    await closed;
    await new Promise((resolve) => setImmediate(resolve));
    process.removeAllListeners('SIGUSR2');
    expect(steps).toEqual(['exit 1', 'server closed', 'resources closed', 'exit 0']);
  });
});

describe('a signal with a drain delay', () => {
  it('keeps serving, not ready, until the delay has passed, then closes', async () => {
    const app = await service(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    let exitedWith: number | null = null;
    closeGracefullyOnSignals(app, { signals: ['SIGUSR2'], drainDelayMs: 400, closeResources: async () => {}, exit: (code) => (exitedWith = code) });
    process.emit('SIGUSR2', 'SIGUSR2');
    const ready = await fetch(`${origin}/api/demo/health/ready`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${origin}/api/demo/health/live`)).status).toBe(200);
    expect(exitedWith).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    process.removeAllListeners('SIGUSR2');
    expect(exitedWith).toBe(0);
    await expect(fetch(`${origin}/api/demo/health/live`)).rejects.toThrow();
  });

  it('is read from EMIND_DRAIN_DELAY_MS, 0 when unset', () => {
    expect(drainDelayFromEnv({})).toBe(0);
    expect(drainDelayFromEnv({ EMIND_DRAIN_DELAY_MS: '2500' })).toBe(2500);
  });
});
