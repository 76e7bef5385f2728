import { sql, type QueryExecutorProvider } from 'kysely';
import { Gauge, type Registry } from 'prom-client';

interface OutboxSnapshot {
  backlog: number;
  oldestAgeSeconds: number;
}

/** Mails not yet sent ('pending', or claimed and being sent), found through the outbox's partial index on those states. */
async function readOutbox(db: QueryExecutorProvider, schema: string): Promise<OutboxSnapshot> {
  const { rows } = await sql<{ backlog: number; oldest_age_seconds: number }>`
    select count(*)::int as backlog,
      coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_age_seconds
    from ${sql.table(`${schema}.mail_outbox`)}
    where status in ('pending', 'sending')
  `.execute(db);
  const row = rows[0];
  return { backlog: row?.backlog ?? 0, oldestAgeSeconds: row?.oldest_age_seconds ?? 0 };
}

export interface OutboxGauges {
  /** Adds a service's outbox (its schema) to what every scrape reads. */
  watch(db: QueryExecutorProvider, schema: string): void;
}

/**
 * One query per outbox per scrape, shared by both gauges (prom-client collects them concurrently). An outbox
 * that cannot be read (database down) is left out of that scrape instead of failing the whole page.
 */
export function registerOutboxGauges(registry: Registry): OutboxGauges {
  const outboxes = new Map<string, QueryExecutorProvider>();
  let scrape: Promise<Array<[string, OutboxSnapshot]>> | null = null;
  const readAll = async (): Promise<Array<[string, OutboxSnapshot]>> => {
    const read = await Promise.allSettled([...outboxes].map(async ([schema, db]) => [schema, await readOutbox(db, schema)] as [string, OutboxSnapshot]));
    return read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  };
  const snapshots = (): Promise<Array<[string, OutboxSnapshot]>> => {
    scrape ??= readAll().finally(() => {
      scrape = null;
    });
    return scrape;
  };
  const gauge = (name: string, help: string, read: (snapshot: OutboxSnapshot) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['service'] as const,
      registers: [registry],
      async collect() {
        const current = await snapshots();
        this.reset();
        for (const [service, snapshot] of current) this.set({ service }, read(snapshot));
      },
    });
  gauge('emind_mail_outbox_backlog', 'Mails queued and not yet sent.', (snapshot) => snapshot.backlog);
  gauge('emind_mail_outbox_oldest_pending_age_seconds', 'Age of the oldest mail not yet sent (0 when none).', (snapshot) => snapshot.oldestAgeSeconds);
  return { watch: (db, schema) => void outboxes.set(schema, db) };
}
