import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';

export interface ChangeListener {
  /** A notification on the channel (its payload names the table that changed). */
  onChange(payload: string): void;
  /** The feed (re)connected or lost its connection: anything may have changed unseen meanwhile. */
  onReset(): void;
}

export interface ChangeFeed {
  /** False while the feed has no listening connection, so a change could go unseen. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Marks the feed's own connection, so tests and `pg_stat_activity` can tell it from the pool's. */
export const CHANGE_FEED_APPLICATION = 'emind-change-feed';

/**
 * `LISTEN` on a channel for the lifetime of an app: every instance of a service hears the triggers of every service,
 * whichever process or machine wrote. PGlite is this process's own database: its notifications arrive before the
 * writing statement returns. On Postgres a dedicated connection listens, reconnecting after a loss.
 */
export async function openChangeFeed(handle: DatabaseHandle, channel: string, listener: ChangeListener, options: ChangeFeedOptions = {}): Promise<ChangeFeed> {
  if (handle.pglite) {
    const unsubscribe = handle.pglite.onNotification((from, payload) => {
      if (from === channel) listener.onChange(payload);
    });
    // Through the shared dialect's queue, not pglite.listen: that would run inside whatever transaction is open.
    await sql`listen ${sql.id(channel)}`.execute(handle.db);
    return { connected: true, close: async () => unsubscribe() };
  }
  if (!handle.connectionString) {
    options.log?.warn(`change feed ${channel}: this database handle has no connection string; changes are not heard`);
    return { connected: false, close: async () => undefined };
  }
  const feed = new PostgresChangeFeed(handle.connectionString, channel, listener, options);
  await feed.connect();
  return feed;
}

class PostgresChangeFeed implements ChangeFeed {
  connected = false;
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private nextRetryMs: number;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly listener: ChangeListener,
    private readonly options: ChangeFeedOptions,
  ) {
    this.nextRetryMs = options.retryMs ?? 500;
  }

  async connect(): Promise<void> {
    // keepAlive: a peer that vanished without closing (a machine gone) is noticed, not listened to forever.
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: CHANGE_FEED_APPLICATION });
    let gone = false;
    const lose = (error: Error): void => {
      if (gone) return;
      gone = true;
      if (this.client === client) this.client = null;
      this.connected = false;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.listener.onReset();
      this.reconnectLater(error);
    };
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.listener.onChange(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', () => lose(new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (gone) return;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connected = true;
    this.nextRetryMs = this.options.retryMs ?? 500;
    this.listener.onReset();
  }

  private reconnectLater(error: Error): void {
    this.options.log?.warn(`change feed ${this.channel}: no listening connection (${error.message}); reconnecting in ${this.nextRetryMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.nextRetryMs);
    this.retryTimer.unref();
    this.nextRetryMs = Math.min(this.nextRetryMs * 2, this.options.maxRetryMs ?? 10_000);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
