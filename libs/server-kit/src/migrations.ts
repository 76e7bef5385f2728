import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.ts';

export type MigrationSet = Record<string, Migration>;

export interface ServiceMigrations {
  schema: string;
  migrations: MigrationSet;
}

class ListedMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: MigrationSet) {}
  async getMigrations(): Promise<MigrationSet> {
    return this.migrations;
  }
}

/** Applies one service's migrations inside its own schema, with its own migration table. */
export async function migrateSchema(handle: DatabaseHandle, { schema, migrations }: ServiceMigrations): Promise<void> {
  const db = handle.db as unknown as Kysely<Record<string, never>>;
  // In split mode the schema exists already (owned by the provisioning role, the service's role may create in it), and the role may not create schemas.
  const existing = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
  if (existing.rows.length === 0) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new ListedMigrationProvider(migrations),
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration of schema "${schema}" failed${name}: ${String(error)}`, { cause: error });
  }
}
