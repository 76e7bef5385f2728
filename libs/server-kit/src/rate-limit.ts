import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError, messages, tooManyRequests } from './errors.ts';

export interface RateLimitRule {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

const MINUTE = 60_000;

/**
 * What a password may be tried, wherever one is entered (identity's login, messaging's signature): per account and
 * per client address, in 15 minutes. Both count in the same places, so one limit holds across them.
 */
export const passwordAttemptLimits: { perAccount: RateLimitRule; perAddress: RateLimitRule } = {
  perAccount: { max: 10, timeWindow: 15 * MINUTE },
  perAddress: { max: 30, timeWindow: 15 * MINUTE },
};

/** The rule of `EMIND_RATE_LIMITS=false` (load tests, the end-to-end suite): a limit no one reaches. */
export const unlimitedRule: RateLimitRule = { max: 1_000_000, timeWindow: MINUTE };

export interface RateLimitPluginOptions {
  /** When set, counters live in Redis so every instance of a service shares them; otherwise per instance. */
  redisUrl?: string | undefined;
  /** Key prefix in Redis (tests isolate themselves with their own). */
  nameSpace?: string;
}

/** Registers @fastify/rate-limit with no global limit; routes opt in with `limitBy`. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    // A limit must never take logins down: short timeouts, no queued retries, and the store's errors skip the limit.
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn(`rate-limit store: ${error.message}`));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, skipOnError: true, nameSpace: options.nameSpace ?? 'emind-rate-limit:' } : {}),
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
