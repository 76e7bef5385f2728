import { messages } from '@emind/server-kit';
import { adminQuery } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, PASSWORD, registerUser, uniqueEmail } from './helpers.ts';

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('while Postgres restarts (needs DATABASE_URL: PGlite runs in-process)', () => {
  it('a service answers 503, then serves again without a restart of its own', async () => {
    const t = await buildTestApp();
    try {
      const email = uniqueEmail();
      await registerUser(t.app, { email });
      const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: PASSWORD } });
      expect((await login()).statusCode).toBe(200);

      // What a restart does to this service: its connections dropped, new ones refused for a while.
      const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]!.name;
      await adminQuery(adminUrl, async (db) => {
        await sql`alter database ${sql.id(name)} allow_connections false`.execute(db);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`.execute(db);
      });
      const down = await login();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ detail: messages.serviceUnavailable, request_id: down.headers['x-request-id'] });

      await adminQuery(adminUrl, (db) => sql`alter database ${sql.id(name)} allow_connections true`.execute(db));
      expect((await login()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
