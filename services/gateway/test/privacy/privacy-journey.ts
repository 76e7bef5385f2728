import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildEmbeddedGateway, TEST_ADMIN, type EmbeddedGateway } from '../embedded-gateway.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The embedded platform with its background jobs every 200 ms, in a scratch folder removed on close. */
async function startPlatform(): Promise<EmbeddedGateway & { dataDir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'emind-privacy-'));
  const webRoot = path.join(dir, 'web');
  await mkdir(path.join(webRoot, 'shell/dist'), { recursive: true });
  const dataDir = path.join(dir, 'data');
  const gateway = await buildEmbeddedGateway({ dataDir, webRoot, jobIntervalMs: 200 });
  return {
    ...gateway,
    dataDir,
    close: async () => {
      await gateway.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The platform for one test file: started before its tests, closed after; read its fields inside the tests. */
export function usePlatform(): { app: FastifyInstance; database: DatabaseHandle; dataDir: string } {
  const platform = {} as { app: FastifyInstance; database: DatabaseHandle; dataDir: string };
  let close = async (): Promise<void> => {};
  beforeAll(async () => {
    const started = await startPlatform();
    Object.assign(platform, { app: started.app, database: started.database, dataDir: started.dataDir });
    close = started.close;
  }, 120_000);
  afterAll(() => close());
  return platform;
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email}: ${response.statusCode} ${response.body}`);
  return response.json<{ access: string }>().access;
}

export const loginAdmin = (app: FastifyInstance) => login(app, TEST_ADMIN.email, TEST_ADMIN.password);

/** Polls until `check` answers a value (the background jobs run every 200 ms), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > until) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
