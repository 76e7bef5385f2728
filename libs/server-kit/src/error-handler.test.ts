import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { createServer } from './server.ts';

let database: DatabaseHandle;
const app = createServer({ logLevel: 'silent' });

beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await sql`create table limited (n integer not null check (n > 0), at date)`.execute(database.db);
  app.post<{ Body: { query: string } }>('/run', async (request) => {
    await sql.raw(request.body.query).execute(database.db);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const run = (query: string) => app.inject({ method: 'POST', url: '/run', payload: { query } });

describe('database errors caused by the input', () => {
  it.each([
    ['a number no integer holds', 'insert into limited (n) values (3000000000)'],
    ['an impossible date', `insert into limited (n, at) values (1, '2024-02-30')`],
    ['text where a number goes', `insert into limited (n) values ('abc')`],
    ['a broken check', 'insert into limited (n) values (-1)'],
    ['a missing value', 'insert into limited (n) values (null)'],
  ])('answer 400 for %s', async (_label, query) => {
    const response = await run(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Uno de los valores enviados no es válido', code: 'invalid_request' });
  });

  it('stay 500 when the fault is the server’s', async () => {
    const response = await run('select * from no_such_table');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Error interno del servidor', request_id: response.headers['x-request-id'] });
  });
});
