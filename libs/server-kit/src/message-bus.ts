import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { Counter, type Registry } from 'prom-client';
import type { z } from 'zod';
import { openChangeFeed } from './change-feed.ts';
import type { DatabaseHandle } from './database.ts';
import { openSealedMessage, ReplayGuard, sealMessage } from './sealed-messages.ts';

export { openSealedMessage, sealMessage, SEALED_MESSAGE_MAX_AGE_MS } from './sealed-messages.ts';

/** Messages published by any instance of a service reach every instance subscribed to the channel (its own too). */
export interface MessageBus<T> {
  readonly kind: 'postgres' | 'redis';
  publish(message: T): Promise<void>;
  close(): Promise<void>;
}

/** Why a message that came on the channel was dropped. */
export type BusDropReason = 'unsealed' | 'replayed' | 'invalid';

export interface MessageBusOptions<T> {
  /**
   * 32 bytes only the service's own instances hold. Any role may NOTIFY a channel and any process with REDIS_URL may
   * publish on it: a message is believed only when it opens with this key (AES-256-GCM, so it is unreadable too).
   */
  key: Uint8Array;
  /** What an opened message must be; anything else is dropped and counted, never thrown. */
  schema: z.ZodType<T>;
  /** Set: Redis pub/sub; unset: the database's LISTEN/NOTIFY (PGlite's too, inside this process). */
  redisUrl?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Where `emind_message_bus_dropped_total{channel, reason}` is counted (the app's metrics registry). */
  registry?: Registry;
}

const DROPPED_METRIC = 'emind_message_bus_dropped_total';

/** The drop counter of a registry: one per registry, however many buses count in it. */
export function messageBusDrops(registry: Registry): Counter<'channel' | 'reason'> {
  const existing = registry.getSingleMetric(DROPPED_METRIC);
  if (existing instanceof Counter) return existing as Counter<'channel' | 'reason'>;
  return new Counter({
    name: DROPPED_METRIC,
    help: 'Messages a message bus dropped, by channel and reason: unsealed (forged, or another key), replayed (seen already or too old), invalid (not a known message).',
    labelNames: ['channel', 'reason'] as const,
    registers: [registry],
  });
}

type Transport = (channel: string, onPayload: (payload: string) => void, log: MessageBusOptions<unknown>['log']) => Promise<{ send(payload: string): Promise<void>; close(): Promise<void> }>;

export async function openMessageBus<T>(
  handle: DatabaseHandle,
  channel: string,
  onMessage: (message: T) => void,
  options: MessageBusOptions<T>,
): Promise<MessageBus<T>> {
  const drops = options.registry ? messageBusDrops(options.registry) : null;
  const replays = new ReplayGuard();
  const drop = (reason: BusDropReason): void => drops?.inc({ channel, reason });
  const receive = (payload: string): void => {
    const opened = openSealedMessage(options.key, channel, payload);
    if (!opened) return drop('unsealed');
    if (!replays.firstSighting(opened.nonce, opened.sentAt)) return drop('replayed');
    let parsed: unknown;
    try {
      parsed = JSON.parse(opened.text);
    } catch {
      return drop('invalid');
    }
    const result = options.schema.safeParse(parsed);
    if (!result.success) return drop('invalid');
    onMessage(result.data);
  };
  const transport: Transport = options.redisUrl ? redisTransport(options.redisUrl) : notifyTransport(handle);
  const link = await transport(channel, receive, options.log);
  return {
    kind: options.redisUrl ? 'redis' : 'postgres',
    publish: (message) => link.send(sealMessage(options.key, channel, JSON.stringify(message))),
    close: () => link.close(),
  };
}

/** NOTIFY refuses payloads of 8000 bytes or more (a sealed message is deflated first when large). */
const NOTIFY_LIMIT_BYTES = 7900;

const notifyTransport =
  (handle: DatabaseHandle): Transport =>
  async (channel, onPayload, log) => {
    const feed = await openChangeFeed(
      handle,
      channel,
      // A reconnection loses what was sent meanwhile: signaling recovers by itself (the browsers reconnect, presence is re-read).
      { onChange: onPayload, onReset: () => undefined },
      log ? { log } : {},
    );
    return {
      send: async (payload) => {
        if (payload.length >= NOTIFY_LIMIT_BYTES) throw new Error(`a sealed message of ${payload.length} bytes is too large for NOTIFY`);
        await sql`select pg_notify(${channel}, ${payload})`.execute(handle.db);
      },
      close: () => feed.close(),
    };
  };

const redisTransport =
  (url: string): Transport =>
  async (channel, onPayload, log) => {
    const publisher = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on('error', (error: Error) => log?.warn(`message bus ${channel}: ${error.message}`));
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) onPayload(message);
    });
    await subscriber.subscribe(channel);
    return {
      send: async (payload) => {
        await publisher.publish(channel, payload);
      },
      close: async () => {
        subscriber.disconnect();
        publisher.disconnect();
      },
    };
  };
