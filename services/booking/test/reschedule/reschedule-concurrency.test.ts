import { createServer, openDatabase } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import booking from '../../src/app.ts';
import { bearer, buildTestApp, clock, registerUser, type TestApp } from '../helpers.ts';
import { bookedSession, NEXT_MONDAY, NEXT_TUESDAY, slotAt, TAKEN } from './support.ts';

const ROUNDS = 5;
let t: TestApp;
/** A second booking instance on the same Postgres (its own pool), or the same app on PGlite (one process). */
let second: FastifyInstance;
let closeSecond = async () => {};

beforeAll(async () => {
  t = await buildTestApp();
  second = t.app;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && t.database.kind === 'postgres') {
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]?.name ?? '';
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    second = createServer({ logLevel: 'silent' });
    await second.register(booking, { prefix: '/api', database, config: t.ctx.config, now: () => clock.now });
    await second.ready();
    closeSecond = async () => {
      await second.close();
      await database.close();
    };
  }
});
afterAll(async () => {
  await closeSecond();
  await t.close();
});

const rescheduleOn = (app: FastifyInstance, access: string, id: number, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/appointments/${id}/reschedule/`, headers: bearer(access), payload });

/** How many live appointments hold this psychologist's slot. */
async function holders(psychologistId: number, slot: { date: string; start_time: string }): Promise<number> {
  const rows = await t.ctx.db.selectFrom('appointments').select('id')
    .where('psychologist_id', '=', psychologistId).where('date', '=', slot.date)
    .where(sql<boolean>`to_char(start_time, 'HH24:MI') = ${slot.start_time}`).where('status', '<>', 'CANCELLED').execute();
  return rows.length;
}

describe('races on a reschedule (two instances on Postgres)', () => {
  it(`a reschedule and a booking for the same target: exactly one wins, ${ROUNDS} rounds`, async () => {
    const target = slotAt(NEXT_TUESDAY, '15:00');
    for (let round = 0; round < ROUNDS; round += 1) {
      const { psychologist, client, id } = await bookedSession(t);
      const rival = await registerUser(t.app, 'client');
      const [moved, booked] = await Promise.all([
        rescheduleOn(t.app, client.access, id, target),
        second.inject({
          method: 'POST', url: '/api/appointments/', headers: bearer(rival.access),
          payload: { psychologist: psychologist.profileId, ...target, payment_method: 'transfer' },
        }),
      ]);
      const codes = [moved.statusCode, booked.statusCode].sort();
      expect(codes).toEqual(moved.statusCode === 200 ? [200, 409] : [201, 409]);
      const loser = moved.statusCode === 200 ? booked : moved;
      expect(loser.json()).toEqual({ code: 'slot_taken', detail: TAKEN });
      expect(await holders(psychologist.profileId, target)).toBe(1);
      // The loser of a reschedule keeps its old slot; the winner frees it.
      expect(await holders(psychologist.profileId, slotAt(NEXT_MONDAY, '09:00'))).toBe(moved.statusCode === 200 ? 0 : 1);
    }
  }, 120_000);

  it(`two reschedules of one appointment to one slot (patient and psychologist): one wins, the other is a 409, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { psychologist, client, id } = await bookedSession(t);
      const answers = await Promise.all([
        rescheduleOn(t.app, client.access, id, slotAt(NEXT_TUESDAY, '15:00')),
        rescheduleOn(second, psychologist.access, id, slotAt(NEXT_TUESDAY, '15:00')),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      for (const answer of answers.filter((each) => each.statusCode === 409)) expect(answer.json()).toEqual({ code: 'slot_taken', detail: TAKEN });
      const winner = answers.find((answer) => answer.statusCode === 200)?.json() as { start_time: string };
      const rows = await t.ctx.db.selectFrom('appointment_reschedules').select('id').where('appointment_id', '=', id).execute();
      expect(rows).toHaveLength(1);
      const stored = await t.ctx.db.selectFrom('appointments').select(sql<string>`to_char(start_time, 'HH24:MI')`.as('start')).where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored.start).toBe(winner.start_time);
    }
  }, 120_000);
});
