import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { limitBy, rateLimitPlugin } from './rate-limit.ts';
import { createServer } from './server.ts';

const redisUrl = process.env.REDIS_URL;
const apps: FastifyInstance[] = [];

/** One instance of a service with a route allowing 3 requests a minute per client address. */
async function instance(nameSpace: string, url: string | undefined): Promise<FastifyInstance> {
  const app = createServer({ logLevel: 'silent' });
  await app.register(rateLimitPlugin, { redisUrl: url, nameSpace });
  app.post('/limited', { preHandler: limitBy(app, 'test', { max: 3, timeWindow: 60_000 }) }, async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const hit = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/limited' }).then((response) => response.statusCode);

describe('rate limits', () => {
  it('are counted per instance without REDIS_URL', async () => {
    const space = `test-${randomBytes(4).toString('hex')}:`;
    const [first, second] = [await instance(space, undefined), await instance(space, undefined)];
    expect([await hit(first), await hit(first), await hit(first), await hit(first)]).toEqual([200, 200, 200, 429]);
    expect(await hit(second)).toBe(200);
  });

  it.skipIf(!redisUrl)('are shared by every instance through Redis (needs REDIS_URL)', async () => {
    const space = `test-${randomBytes(4).toString('hex')}:`;
    const [first, second] = [await instance(space, redisUrl), await instance(space, redisUrl)];
    expect([await hit(first), await hit(second), await hit(first)]).toEqual([200, 200, 200]);
    expect(await hit(second)).toBe(429);
    expect(await hit(first)).toBe(429);
  });

  it('never block requests when Redis is unreachable', async () => {
    const app = await instance(`test-${randomBytes(4).toString('hex')}:`, 'redis://127.0.0.1:1');
    expect(await hit(app)).toBe(200);
  });
});
