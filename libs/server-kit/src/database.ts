import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { prepareMarkedStatements } from './prepared-statements.ts';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** Same values from PGlite and pg: int8 as number (ids, counts), numeric as string, date as 'YYYY-MM-DD'. */
const parseInt8 = (value: string): number => Number(value);
const keepString = (value: string): string => value;

pg.types.setTypeParser(INT8, parseInt8);
pg.types.setTypeParser(NUMERIC, keepString);
pg.types.setTypeParser(DATE, keepString);

export type DatabaseKind = 'pglite' | 'postgres';

/** Connections of a handle's pool now; null where the driver does not say (PGlite's in-process queue). */
export interface PoolUse {
  max: number;
  total: number;
  idle: number | null;
  waiting: number | null;
}

/** PGlite is one connection in this process. */
const PGLITE_POOL: PoolUse = { max: 1, total: 1, idle: null, waiting: null };

/** One handle per process: in embedded mode every service goes through this one dialect (PGlite has one connection). */
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<unknown>;
  pglite: PGlite | null;
  /** For the pool gauges; absent on handles built by hand (benchmarks). */
  poolUse?: () => PoolUse;
  /** Postgres: where a dedicated connection (a change feed's LISTEN) connects. */
  connectionString?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite; `memory://` for an in-memory database. */
  pgliteDataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests). */
  loadDataDir?: Blob;
  /** PGlite's server settings at start (`-c name=value`), beside its own defaults. */
  pgliteSettings?: Record<string, string>;
  poolSize?: number;
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max });
    // An idle connection the server drops (restart, failover, admin kill) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
    pool.on('connect', prepareMarkedStatements);
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    const poolUse = (): PoolUse => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { kind: 'postgres', db, pglite: null, poolUse, connectionString: options.databaseUrl, close: () => db.destroy() };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8]: parseInt8, [NUMERIC]: keepString, [DATE]: keepString },
    // booking's exclusion constraints (no double booking) need btree_gist.
    extensions: { btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.pgliteSettings ? { startParams: [...PGlite.defaultStartParams, ...settingParams(options.pgliteSettings)] } : {}),
  });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    pglite,
    poolUse: () => PGLITE_POOL,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

const settingParams = (settings: Record<string, string>): string[] => Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** A service's typed view of the shared handle, scoped to its own schema. */
export function schemaDb<DB>(handle: DatabaseHandle, schema: string): Kysely<DB> {
  return (handle.db as unknown as Kysely<DB>).withSchema(schema);
}

export async function pingDatabase(handle: DatabaseHandle): Promise<boolean> {
  try {
    await sql`select 1`.execute(handle.db);
    return true;
  } catch {
    return false;
  }
}
