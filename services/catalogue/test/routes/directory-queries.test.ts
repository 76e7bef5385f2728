import { createServer, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import catalogue from '../../src/app.ts';
import { buildTestApp, listedPsychologist, loginAdmin, NOW, type Session, type TestApp } from '../helpers.ts';

/** Counts the statements a second catalogue instance sends, the way services/booking/bench/queries.ts counts a booking's. */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const LIST = '/api/profiles/public/psychologists/';
let t: TestApp;
let counted: FastifyInstance;
const counter = new StatementCounter();
let ana: Session;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAdmin(t.app);
  ana = await listedPsychologist(t, admin, { first_name: 'Ana', last_name: 'Consultas' });
  await listedPsychologist(t, admin, { first_name: 'Berta', last_name: 'Consultas', specialties: ['Mindfulness'] });
  const database: DatabaseHandle = { ...t.database, db: t.database.db.withPlugin(counter) };
  counted = createServer({ logLevel: 'silent' });
  await counted.register(catalogue, { prefix: '/api', database, config: t.ctx.config, now: () => NOW });
  await counted.ready();
});
afterAll(async () => {
  await counted.close();
  await t.close();
});

async function statementsOf(url: string): Promise<number> {
  const before = counter.count;
  const response = await counted.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return counter.count - before;
}

it('answers a directory page the cache does not hold with one statement, and a kept one with none', async () => {
  for (const query of ['?ordering=name', '?approach=Terapia%20de%20Gestalt&ordering=price&page_size=1', '?age_group=Adultos%20(26-40%20a%C3%B1os)&reason=Ansiedad&ordering=rating',
    // Name, price range and this week's availability stay within the same one statement.
    '?search=consultas%20ana&min_price=1000&max_price=50000', '?available_this_week=true&ordering=price&page_size=1&page=2']) {
    expect(await statementsOf(`${LIST}${query}`), query).toBe(1);
    expect(await statementsOf(`${LIST}${query}`), query).toBe(0);
  }
  // Past the last page no row carries the total: one more statement counts it.
  expect(await statementsOf(`${LIST}?page=9&page_size=1`)).toBe(2);
  expect(await statementsOf(`${LIST}?page=9&page_size=1&search=berta`)).toBe(2);
  expect(await statementsOf(`${LIST}?page=9&page_size=1&available_this_week=true`)).toBe(1);
});

it('answers a kept public profile and its experiences with no statement', async () => {
  const profile = `${LIST}${ana.profileId}/`;
  expect(await statementsOf(profile)).toBeGreaterThan(0);
  expect(await statementsOf(profile)).toBe(0);
  expect(await statementsOf(`${profile}experiences/`)).toBeGreaterThan(0);
  expect(await statementsOf(`${profile}experiences/`)).toBe(0);
});
