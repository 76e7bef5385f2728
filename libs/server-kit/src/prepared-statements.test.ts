import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { preparedStatement } from './prepared-statements.ts';

/** PGlite by default; the Postgres in DATABASE_URL when set (the one that keeps prepared statements). */
const databaseUrl = process.env.DATABASE_URL;
let database: DatabaseHandle;

// One connection, so the statements asked about are on the connection that ran them.
beforeAll(async () => {
  database = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://', poolSize: 1 });
});
afterAll(() => database.close());

const plusOne = (value: number) => sql<{ n: number }>`select ${value}::int + 1 as n ${preparedStatement}`.execute(database.db);
const timesTwo = (value: number) => sql<{ n: number }>`select ${value}::int * 2 as n`.execute(database.db);

describe(`statements marked prepared (${databaseUrl ? 'Postgres' : 'PGlite'})`, () => {
  it('answer as unmarked ones, with each call’s own values', async () => {
    for (const value of [1, 41, -3, 1, 41]) {
      expect((await plusOne(value)).rows).toEqual([{ n: value + 1 }]);
      expect((await timesTwo(value)).rows).toEqual([{ n: value * 2 }]);
    }
  });

  it.skipIf(!databaseUrl)('are prepared once on the connection; unmarked ones are not prepared (needs DATABASE_URL: PGlite prepares nothing)', async () => {
    await plusOne(5);
    await timesTwo(5);
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db);
    const statements = prepared.rows.map((row) => row.statement);
    expect(statements.filter((statement) => statement.includes('+ 1 as n'))).toHaveLength(1);
    expect(statements.some((statement) => statement.includes('* 2 as n'))).toBe(false);
  });
});
