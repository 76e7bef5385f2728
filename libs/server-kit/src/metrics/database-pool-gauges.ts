import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle, PoolUse } from '../database.ts';

export interface DatabasePoolGauges {
  /** The process's handle (embedded services share one); the gauges stay empty until one is watched. */
  watch(handle: DatabaseHandle): void;
}

/**
 * Read on every scrape from the handle's pool; PGlite reports its one connection and no idle/waiting figures.
 * Register these before any gauge that queries the database: prom-client collects in registration order, and
 * a scrape's own query must not show up as a query waiting for a connection.
 */
export function registerDatabasePoolGauges(registry: Registry): DatabasePoolGauges {
  let watched: DatabaseHandle | null = null;
  const gauge = (name: string, help: string, read: (pool: PoolUse) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['driver'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const pool = watched?.poolUse?.();
        const value = pool ? read(pool) : null;
        if (watched && value !== null) this.set({ driver: watched.kind }, value);
      },
    });
  gauge('emind_db_pool_max', 'Connections the pool may open.', (pool) => pool.max);
  gauge('emind_db_pool_connections', 'Connections open now (busy and idle).', (pool) => pool.total);
  gauge('emind_db_pool_idle', 'Open connections not in use.', (pool) => pool.idle);
  gauge('emind_db_pool_waiting', 'Queries waiting for a free connection.', (pool) => pool.waiting);
  return { watch: (handle) => void (watched = handle) };
}
