import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../database.ts';

/** Read on every scrape from the handle's pool; PGlite reports its one connection and no idle/waiting figures. */
export function registerDatabasePoolGauges(registry: Registry, handle: DatabaseHandle): void {
  const labelNames = ['driver'] as const;
  const driver = { driver: handle.kind };
  const use = () => handle.poolUse?.() ?? null;
  const gauge = (name: string, help: string, read: (value: NonNullable<ReturnType<typeof use>>) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        const current = use();
        const value = current ? read(current) : null;
        if (value === null) this.remove(driver);
        else this.set(driver, value);
      },
    });
  gauge('emind_db_pool_max', 'Connections the pool may open.', (pool) => pool.max);
  gauge('emind_db_pool_connections', 'Connections open now (busy and idle).', (pool) => pool.total);
  gauge('emind_db_pool_idle', 'Open connections not in use.', (pool) => pool.idle);
  gauge('emind_db_pool_waiting', 'Queries waiting for a free connection.', (pool) => pool.waiting);
}
