import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, messages, tooManyRequests } from './errors.ts';

export interface RateLimitRule {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface RateLimitPluginOptions {
  /** When set, counters live in Redis so several instances share them (seam: not wired yet). */
  redisUrl?: string | undefined;
}

/** Registers @fastify/rate-limit with no global limit; routes opt in with `limitBy`. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    if (options.redisUrl) {
      app.log.warn('REDIS_URL is set but the Redis rate-limit store is not wired yet; counters are per instance');
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, { detail: messages.tooManyRequests }),
    });
  },
  { name: 'emind-rate-limit', fastify: '5.x' },
);

/**
 * A limit keyed by `key(request)` (client address by default), as a hook. Built on `createRateLimit`
 * because the plugin's own handler runs once per request, and login needs two limits (address and e-mail).
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  key: (request: FastifyRequest) => string = (request) => request.ip,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests();
  };
}
