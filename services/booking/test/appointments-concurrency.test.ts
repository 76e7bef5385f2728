import booking from '../src/app.ts';
import { createServer, openDatabase } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookablePsychologist, buildTestApp, clock, registerUser, type Session, type TestApp } from './helpers.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';

const CLIENTS = 50;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TAKEN = { code: 'slot_taken', detail: 'Este horario ya ha sido reservado. Por favor, seleccione otro horario disponible.' };

describe('50 clients booking one slot at the same moment', () => {
  it('give exactly one appointment and 49 × 409, no 5xx', async () => {
    const psychologist = await bookablePsychologist(t);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => registerUser(t.app, 'client')));
    const answers = await Promise.all(clients.map((client) => book(t, client, psychologist.profileId)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(CLIENTS - 1).fill(409));
    for (const answer of refused) expect(answer.json()).toEqual(TAKEN);
  });

  it.skipIf(!databaseUrl)('give one appointment with two booking service instances on one Postgres (needs DATABASE_URL: PGlite is one process)', async () => {
    // A second instance of the booking service: its own Fastify app and its own connection pool.
    const url = await currentDatabaseUrl(t, databaseUrl);
    const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
    const second = createServer({ logLevel: 'silent' });
    await second.register(booking, { prefix: '/api', database, config: t.ctx.config, now: () => clock.now });
    await second.ready();
    try {
      const psychologist = await bookablePsychologist(t);
      const clients: Session[] = await Promise.all(Array.from({ length: CLIENTS }, () => registerUser(t.app, 'client')));
      const answers = await Promise.all(
        clients.map((client, index) =>
          (index % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: '/api/appointments/',
            headers: { authorization: `Bearer ${client.access}` },
            payload: { psychologist: psychologist.profileId, date: '2026-06-01', start_time: '09:00', end_time: '10:00', payment_method: 'transfer' },
          }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(CLIENTS - 1);
    } finally {
      await second.close();
      await database.close();
    }
  }, 60_000); // registering 50 clients (argon2) is the slow part on a busy machine
});

/** The URL of the test's own fresh database (the helper created it under DATABASE_URL's server). */
async function currentDatabaseUrl(app: TestApp, databaseUrl: string): Promise<string> {
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(app.database.db)).rows[0]?.name ?? '';
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
