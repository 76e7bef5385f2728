import type { QueryExecutorProvider } from 'kysely';
import { Counter, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../database.ts';
import { registerDatabasePoolGauges } from './database-pool-gauges.ts';
import { registerOutboxGauges } from './outbox-gauges.ts';

export type BookingKind = 'appointment' | 'series';
export type BookingOutcome = 'created' | 'refused';

/**
 * What one app records, in a registry of its own: tests run many apps in one process, and prom-client's global
 * registry would refuse the second app's metrics. In embedded mode the services share the gateway's.
 */
export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  bookings: Counter<'kind' | 'outcome'>;
  failedLogins: Counter;
  /** Pool gauges for the process's database handle (embedded services share one). */
  watchDatabase(handle: DatabaseHandle): void;
  /** Outbox gauges for a service's own outbox. */
  watchOutbox(db: QueryExecutorProvider, schema: string): void;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const bookings = new Counter({
    name: 'emind_bookings_total',
    help: 'Booking requests answered, by kind (one appointment or a weekly series) and outcome (created 201, refused 409).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  // Zero from the start, so rate() and the dashboard see every series before the first booking.
  for (const kind of ['appointment', 'series'] satisfies BookingKind[]) {
    for (const outcome of ['created', 'refused'] satisfies BookingOutcome[]) bookings.inc({ kind, outcome }, 0);
  }
  const pools = registerDatabasePoolGauges(registry);
  const outboxes = registerOutboxGauges(registry);
  return {
    registry,
    requestDuration: new Histogram({
      name: 'emind_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern (never the raw URL) and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    bookings,
    failedLogins: new Counter({ name: 'emind_logins_failed_total', help: 'Logins refused with 401 (wrong e-mail or password).', registers }),
    watchDatabase: (handle) => pools.watch(handle),
    watchOutbox: (db, schema) => outboxes.watch(db, schema),
  };
}
