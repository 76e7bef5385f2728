import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The channel every service's triggers notify when something the public directory shows changes (the listing rule's
 * tables and the profile data on the cards). Migrations wrote it into triggers: never rename it.
 */
export const DIRECTORY_CHANGES_CHANNEL = 'emind_directory_changes';

/**
 * The channel booking's and identity's triggers notify when something a client's appointment list shows changes (the
 * appointments, their history, the parties' names and contacts, the payout accounts). Written into triggers: never rename it.
 */
export const APPOINTMENT_CHANGES_CHANNEL = 'emind_appointment_changes';

/** The values of a row (`old` or `new`) whose change matters, as a list of SQL expressions. */
export type WatchedValues = (row: RawBuilder<unknown>) => RawBuilder<unknown>;

export interface NotifyingTable {
  table: string;
  /** An update notifies only when these values change; without them, when anything in the row does. */
  watched?: WatchedValues;
}

/** Watches plain columns. */
export const watchColumns =
  (columns: readonly string[]): WatchedValues =>
  (row) =>
    sql.join(columns.map((column) => sql`${row}.${sql.id(column)}`));

const functionName = (channel: string): string => `notify_${channel}`;
const triggerNames = (channel: string) => ({ rows: `${channel}_rows`, updates: `${channel}_updates` });

function changedSql(watched: WatchedValues | undefined): RawBuilder<unknown> {
  if (!watched) return sql`old.* is distinct from new.*`;
  return sql`(${watched(sql.raw('old'))}) is distinct from (${watched(sql.raw('new'))})`;
}

/**
 * Row triggers in the owner's schema that `pg_notify(channel, '<schema>.<table>')`: Postgres sends one message per
 * transaction for equal payloads, so a statement touching many rows still notifies once, after its commit (a rolled
 * back change notifies no one). Row level with a WHEN so that an update of nothing the channel cares about (a login's
 * timestamp, an update matching no row) stays silent. Runs with the writer's rights: pg_notify is PUBLIC. Migrations
 * hold the SQL this wrote for them, frozen (a migration imports no application code); tests build their tables with it.
 */
export async function createChangeNotifyTriggers(db: Kysely<unknown>, schema: string, channel: string, tables: readonly NotifyingTable[]): Promise<void> {
  const fn = sql.id(schema, functionName(channel));
  await sql`
    create or replace function ${fn}() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(channel)}, tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  const names = triggerNames(channel);
  for (const { table, watched } of tables) {
    const target = sql.id(schema, table);
    await sql`create trigger ${sql.id(names.rows)} after insert or delete on ${target} for each row execute function ${fn}()`.execute(db);
    await sql`create trigger ${sql.id(names.updates)} after update on ${target} for each row when (${changedSql(watched)}) execute function ${fn}()`.execute(db);
  }
}
