import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, registerSession, setBankInfo, type TestSession } from '@emind/identity/testing';
import type { DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddedGateway, TEST_ADMIN } from './embedded-gateway.ts';

/** What a psychologist may lack; the listing rule needs all of them. */
const pieces = ['verified', 'priced', 'bank', 'schedule', 'active'] as const;
type Piece = (typeof pieces)[number];

const SEED = Number(process.env.LISTING_RULE_SEED ?? Date.now() % 1_000_000);
const RANDOM_PSYCHOLOGISTS = 14;

/** mulberry32: a reproducible random set (the seed is in every failure message). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;
let dir: string;
let admin: string;
let client: TestSession;
/** The random psychologists and the pieces each one has. */
const made = new Map<number, { session: TestSession; has: Set<Piece> }>();

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function makePsychologist(has: Set<Piece>, index: number): Promise<TestSession> {
  const session = await registerSession(app, 'psychologist', { first_name: 'Regla', last_name: `Prueba ${index}` });
  const id = session.profileId;
  if (has.has('verified')) await inject('PATCH', `/api/profiles/admin/psychologists/${id}/toggle-status/`, admin, { verification_status: 'VERIFIED' });
  if (has.has('priced')) await inject('POST', `/api/pricing/psychologist-prices/set_psychologist_price/${id}/`, admin, { price: 12000 });
  if (has.has('bank')) await setBankInfo(app, session, 'psychologist');
  if (has.has('schedule')) {
    const week = { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '12:00' }] }, thursday: { enabled: true, timeBlocks: [{ startTime: '15:00', endTime: '18:00' }] } };
    const saved = await inject('PATCH', '/api/schedules/psychologist-schedule/update/', session.access, { schedule_config: week });
    if (saved.statusCode !== 200) throw new Error(`schedule: ${saved.body}`);
  }
  // No route deactivates a psychologist (erasure does, 30 days after the request): identity's own column, as erasure leaves it.
  if (!has.has('active')) await sql`update identity.users set is_active = false where id = (select user_id from identity.profiles where id = ${id})`.execute(database.db);
  return session;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-listing-rule-'));
  const webRoot = path.join(dir, 'web');
  await mkdir(webRoot, { recursive: true });
  ({ app, database, close } = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot }));
  admin = (await app.inject({ method: 'POST', url: '/api/auth/login/', payload: TEST_ADMIN })).json<{ access: string }>().access;
  client = await registerSession(app, 'client');
  const random = randomFrom(SEED);
  // One psychologist with every piece, one without each piece, and the rest random.
  const sets: Set<Piece>[] = [new Set(pieces), ...pieces.map((missing) => new Set(pieces.filter((piece) => piece !== missing)))];
  while (sets.length < RANDOM_PSYCHOLOGISTS) sets.push(new Set(pieces.filter(() => random() < 0.75)));
  for (const [index, has] of sets.entries()) {
    const session = await makePsychologist(has, index);
    made.set(session.profileId, { session, has });
  }
}, 120_000);

afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

async function directoryIds(): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const response = await inject('GET', `/api/profiles/public/psychologists/?page=${page}&page_size=50`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ next: string | null; results: { id: number }[] }>();
    for (const row of body.results) ids.add(row.id);
    if (!body.next) return ids;
  }
}

async function everyPsychologist(): Promise<number[]> {
  const rows = await sql<{ profile_id: number }>`select profile_id from identity.profile_directory where user_type = 'psychologist' order by profile_id`.execute(database.db);
  return rows.rows.map((row) => row.profile_id);
}

interface AvailableDay { date: string; slots: { start_time: string; end_time: string }[] }

describe(`one listing rule for the directory and booking (seed ${SEED})`, () => {
  it('lists exactly the psychologists with every piece, demo data included', async () => {
    const listed = await directoryIds();
    const expected = [...made].filter(([, { has }]) => has.size === pieces.length).map(([id]) => id);
    for (const id of made.keys()) expect(listed.has(id), `psychologist ${id} with ${[...(made.get(id)?.has ?? [])].join(', ')}`).toBe(expected.includes(id));
    // The demo psychologists that are complete are listed too (the demo has some).
    expect([...listed].filter((id) => !made.has(id)).length).toBeGreaterThan(0);
  });

  it('answers schedule, free days, public page and reviews with 200 and at least one slot for every listed psychologist, 404 for every other', async () => {
    const listed = await directoryIds();
    for (const id of await everyPsychologist()) {
      const schedule = await inject('GET', `/api/schedules/psychologist/${id}/`, client.access);
      const days = await inject('GET', `/api/schedules/psychologist/${id}/available-days/`, client.access);
      const profile = await inject('GET', `/api/profiles/public/psychologists/${id}/`);
      const reviews = await inject('GET', `/api/comments/public/psychologist/${id}/reviews/`);
      const expected = listed.has(id) ? 200 : 404;
      expect([schedule.statusCode, days.statusCode, profile.statusCode, reviews.statusCode], `psychologist ${id} (seed ${SEED})`).toEqual([expected, expected, expected, expected]);
      if (listed.has(id)) expect(days.json<AvailableDay[]>().some((day) => day.slots.length > 0), `psychologist ${id} has a free slot`).toBe(true);
    }
  });

  it('books a slot of every listed random psychologist, and refuses every unlisted one', async () => {
    const listed = await directoryIds();
    for (const [id, { has }] of made) {
      const days = listed.has(id) ? (await inject('GET', `/api/schedules/psychologist/${id}/available-days/`, client.access)).json<AvailableDay[]>() : [];
      const day = days.find((candidate) => candidate.slots.length > 0);
      const slot = day?.slots[0] ?? { start_time: '09:00', end_time: '10:00' };
      // A client of their own: one client's sessions may not overlap, and every week here starts on Monday 09:00.
      const booker = await registerSession(app, 'client');
      const booked = await inject('POST', '/api/appointments/', booker.access, {
        psychologist: id, date: day?.date ?? '2030-01-07', ...slot, payment_method: 'transfer', client_notes: '',
      });
      const missing = pieces.filter((piece) => !has.has(piece)).join(', ') || 'nothing';
      if (listed.has(id)) expect(booked.statusCode, `psychologist ${id} missing ${missing}: ${booked.body}`).toBe(201);
      else expect(booked.statusCode, `psychologist ${id} missing ${missing}`).toBe(404);
    }
  });
});
