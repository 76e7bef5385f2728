import { DEFAULT_SESSION_WINDOW, type SessionWindowMinutes } from '@emind/domain';
import { booleanFromEnv, commaList, mailEnvSchema, readConfigOrExit, serviceConfigFromEnv, type RateLimitRule, type ServiceConfig, unlimitedRule } from '@emind/server-kit';
import { z } from 'zod';

export interface TurnConfig {
  /** `turn:host:3478?transport=udp`, `turns:host:5349`, `stun:host:3478`: handed to the browsers as they are. */
  urls: string[];
  /** coturn's `static-auth-secret` (use-auth-secret): each ticket carries credentials derived from it. */
  secret: string | undefined;
}

export interface SessionsConfig extends ServiceConfig {
  window: SessionWindowMinutes;
  turn: TurnConfig;
  /** All media through the TURN relay (`iceTransportPolicy: 'relay'`): neither person learns the other's address. */
  relayOnly: boolean;
  /** Set: signaling crosses instances through Redis pub/sub; unset: through Postgres LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  /** How often the background jobs (data requests, expired tickets) run; default EMIND_JOB_INTERVAL_MS, 15 s. */
  jobIntervalMs?: number;
  /**
   * EMIND_SIGNALING_KEY: what the signaling bus's key is derived from. Unset: from the database role's password, else a
   * key generated once under the data directory (signaling-key.ts).
   */
  signalingSecret?: string | undefined;
  /** How often each instance checks its live calls against the database (the appointment, its window, the accounts); 5 s. */
  liveCheckMs?: number;
  /** EMIND_RATE_LIMITS=false lifts the HTTP limits (tickets, socket upgrades); a socket's message budget stays. */
  rateLimits?: SessionsRateLimits;
}

export interface SessionsRateLimits {
  /** Tickets per person. */
  tickets: RateLimitRule;
  /** Socket upgrades per client address (a bad ticket is one). */
  upgrades: RateLimitRule;
}

export const DEFAULT_LIVE_CHECK_MS = 5_000;

const MINUTE_MS = 60_000;
/** A reconnecting page asks for a ticket at most every half second and backs off to 4 s: 30 a minute is a bad link's worst. */
export const defaultSessionsRateLimits: SessionsRateLimits = {
  tickets: { max: 30, timeWindow: MINUTE_MS },
  upgrades: { max: 30, timeWindow: MINUTE_MS },
};
const noRateLimits: SessionsRateLimits = { tickets: unlimitedRule, upgrades: unlimitedRule };

const minutes = (fallback: number) => z.coerce.number({ error: 'must be a number of minutes' }).min(0).max(7 * 24 * 60).default(fallback);

export const sessionsEnvSchema = z
  .object({
    EMIND_SESSION_EARLY_MINUTES: minutes(DEFAULT_SESSION_WINDOW.earlyMinutes),
    EMIND_SESSION_GRACE_MINUTES: minutes(DEFAULT_SESSION_WINDOW.graceMinutes),
    EMIND_TURN_URLS: commaList
      .pipe(z.array(z.string().regex(/^(turns?|stuns?):[^\s]+$/, { error: 'each must be a turn:, turns: or stun: URL' })))
      .default([]),
    EMIND_TURN_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    EMIND_VIDEO_RELAY_ONLY: booleanFromEnv.default(false),
    REDIS_URL: z.url().optional(),
    EMIND_JOB_INTERVAL_MS: mailEnvSchema.shape.EMIND_JOB_INTERVAL_MS,
    EMIND_SIGNALING_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    EMIND_RATE_LIMITS: booleanFromEnv.default(true),
  })
  .refine((env) => !env.EMIND_TURN_URLS.some((url) => url.startsWith('turn')) || env.EMIND_TURN_SECRET, {
    path: ['EMIND_TURN_SECRET'],
    error: 'is needed with turn: URLs in EMIND_TURN_URLS',
  })
  .refine((env) => !env.EMIND_VIDEO_RELAY_ONLY || env.EMIND_TURN_URLS.some((url) => url.startsWith('turn')), {
    path: ['EMIND_VIDEO_RELAY_ONLY'],
    error: 'needs a turn: URL in EMIND_TURN_URLS (and EMIND_TURN_SECRET)',
  });

export function sessionsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SessionsConfig {
  const parsed = readConfigOrExit(sessionsEnvSchema, env);
  return {
    ...serviceConfigFromEnv('SESSIONS_PORT', 8105, env),
    window: { earlyMinutes: parsed.EMIND_SESSION_EARLY_MINUTES, graceMinutes: parsed.EMIND_SESSION_GRACE_MINUTES },
    turn: { urls: parsed.EMIND_TURN_URLS, secret: parsed.EMIND_TURN_SECRET },
    relayOnly: parsed.EMIND_VIDEO_RELAY_ONLY,
    redisUrl: parsed.REDIS_URL,
    jobIntervalMs: parsed.EMIND_JOB_INTERVAL_MS,
    signalingSecret: parsed.EMIND_SIGNALING_KEY,
    rateLimits: parsed.EMIND_RATE_LIMITS ? defaultSessionsRateLimits : noRateLimits,
  };
}
