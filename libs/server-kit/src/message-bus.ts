import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { openChangeFeed } from './change-feed.ts';
import type { DatabaseHandle } from './database.ts';

/** Messages published by any instance of a service reach every instance subscribed to the channel (its own too). */
export interface MessageBus {
  readonly kind: 'postgres' | 'redis';
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export interface MessageBusOptions {
  /** Set: Redis pub/sub; unset: the database's LISTEN/NOTIFY (PGlite's too, inside this process). */
  redisUrl?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export async function openMessageBus(
  handle: DatabaseHandle,
  channel: string,
  onMessage: (message: string) => void,
  options: MessageBusOptions = {},
): Promise<MessageBus> {
  return options.redisUrl ? openRedisBus(options.redisUrl, channel, onMessage, options) : openNotifyBus(handle, channel, onMessage, options);
}

/** NOTIFY refuses payloads of 8000 bytes or more: larger messages (a video offer's SDP can be) travel deflated. */
const NOTIFY_LIMIT_BYTES = 7900;
const PLAIN = 'p';
const DEFLATED = 'z';

export function encodeNotifyPayload(message: string): string {
  if (Buffer.byteLength(message) < NOTIFY_LIMIT_BYTES) return PLAIN + message;
  const packed = DEFLATED + deflateRawSync(message).toString('base64');
  if (packed.length >= NOTIFY_LIMIT_BYTES) throw new Error(`message of ${Buffer.byteLength(message)} bytes is too large for NOTIFY even deflated`);
  return packed;
}

export function decodeNotifyPayload(payload: string): string {
  if (payload.startsWith(DEFLATED)) return inflateRawSync(Buffer.from(payload.slice(1), 'base64')).toString();
  return payload.slice(1);
}

async function openNotifyBus(handle: DatabaseHandle, channel: string, onMessage: (message: string) => void, options: MessageBusOptions): Promise<MessageBus> {
  const feed = await openChangeFeed(
    handle,
    channel,
    // A reconnection loses what was sent meanwhile: signaling recovers by itself (the browsers reconnect, presence is re-read).
    { onChange: (payload) => onMessage(decodeNotifyPayload(payload)), onReset: () => undefined },
    options.log ? { log: options.log } : {},
  );
  return {
    kind: 'postgres',
    publish: async (message) => {
      await sql`select pg_notify(${channel}, ${encodeNotifyPayload(message)})`.execute(handle.db);
    },
    close: () => feed.close(),
  };
}

async function openRedisBus(url: string, channel: string, onMessage: (message: string) => void, options: MessageBusOptions): Promise<MessageBus> {
  const publisher = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => options.log?.warn(`message bus ${channel}: ${error.message}`));
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) onMessage(message);
  });
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    publish: async (message) => {
      await publisher.publish(channel, message);
    },
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
