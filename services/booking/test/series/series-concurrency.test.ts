import { createServer, openDatabase } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import booking from '../../src/app.ts';
import { bearer, bookablePsychologist, buildTestApp, clock, registerUser, type TestApp } from '../helpers.ts';
import { MONDAYS, seriesPayload } from './support.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOURS = ['09:00', '10:00', '11:00'];
const end = (hour: string) => `${String(Number(hour.slice(0, 2)) + 1).padStart(2, '0')}:00`;

/**
 * Per hour: two series of the same four Mondays and a single booking of each Monday, all sent at once (spread over
 * `apps`). Every slot must end up held exactly once, and a series is either whole or absent.
 */
async function race(apps: FastifyInstance[]) {
  const psychologist = await bookablePsychologist(t);
  let seriesSoFar = 0;
  for (const [round, hour] of HOURS.entries()) {
    const seriesClients = await Promise.all([registerUser(t.app, 'client'), registerUser(t.app, 'client')]);
    const singleClients = await Promise.all(MONDAYS.map(() => registerUser(t.app, 'client')));
    const slot = { start_time: hour, end_time: end(hour) };
    const requests = [
      ...seriesClients.map((client) => ({ client, url: '/api/appointments/series/', payload: seriesPayload(psychologist.profileId, slot) })),
      ...singleClients.map((client, index) => ({
        client, url: '/api/appointments/', payload: { psychologist: psychologist.profileId, date: MONDAYS[index], ...slot, payment_method: 'transfer' },
      })),
    ];
    // Every other round the single bookings are sent first, so either side gets the first turn.
    const order = round % 2 === 0 ? requests : [...requests].reverse();
    const sent = await Promise.all(order.map(async (request, index) =>
      [request, await (apps[index % apps.length] as FastifyInstance).inject({ method: 'POST', url: request.url, headers: bearer(request.client.access), payload: request.payload })] as const));
    const codes = requests.map((request) => sent.find(([each]) => each === request)?.[1].statusCode ?? 0);
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);

    const held = await t.ctx.db.selectFrom('appointments').select(['date', 'client_id', 'series_id'])
      .where('psychologist_id', '=', psychologist.profileId).where('start_time', '=', hour).where('status', '<>', 'CANCELLED').execute();
    const dates = held.map((row) => row.date).sort();
    expect(dates).toEqual(MONDAYS);
    const seriesWon = codes.slice(0, 2).filter((code) => code === 201).length;
    const singlesWon = codes.slice(2).filter((code) => code === 201).length;
    expect(seriesWon * 4 + singlesWon).toBe(4);
    for (const seriesId of new Set(held.flatMap((row) => (row.series_id === null ? [] : [row.series_id])))) {
      expect(held.filter((row) => row.series_id === seriesId)).toHaveLength(4);
    }
    seriesSoFar += seriesWon;
    expect(Number((await t.ctx.db.selectFrom('appointment_series').select((eb) => eb.fn.countAll().as('n'))
      .where('psychologist_id', '=', psychologist.profileId).executeTakeFirstOrThrow()).n)).toBe(seriesSoFar);
    console.info(`series race at ${hour} on ${apps.length} instance(s): series won ${seriesWon}, singles won ${singlesWon}, 409s ${codes.filter((code) => code === 409).length}`);
  }
}

describe('a series and single bookings racing for the same slots', () => {
  it('hold every slot exactly once and never leave half a series (one instance)', async () => {
    await race([t.app]);
  }, 60_000);

  it.skipIf(!databaseUrl)('do the same with two booking instances over one Postgres (needs DATABASE_URL: PGlite is one process)', async () => {
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]?.name ?? '';
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    const second = createServer({ logLevel: 'silent' });
    await second.register(booking, { prefix: '/api', database, config: t.ctx.config, now: () => clock.now });
    await second.ready();
    try {
      await race([t.app, second]);
    } finally {
      await second.close();
      await database.close();
    }
  }, 90_000);
});
