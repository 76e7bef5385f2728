// What the messaging benchmarks share: a scratch database with messaging's schema and, in place of identity's and
// booking's published views, views over tables the benchmark fills (the people and who is in care with whom), and
// messaging instances on it, each with its own live hub and bus.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, migrateSchema, openDatabase, type AuthUser, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { generateKeyPairSync } from 'node:crypto';
import { createScratchDatabase } from '../../booking/bench/bench-database.ts';
import messaging from '../src/app.ts';
import type { MessagingConfig } from '../src/config.ts';
import type { MessagingContext } from '../src/context.ts';
import { messagingMigrations } from '../src/db/migrations.ts';

export interface BenchDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh database on DATABASE_URL's server with messaging migrated beside stand-ins for the two views it reads. */
export async function benchDatabase(): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase('emind_bench_messaging');
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  await sql`create schema identity`.execute(handle.db);
  await sql`create table public.bench_people (profile_id integer primary key, user_id integer not null, first_name text not null,
    last_name text not null, email text not null)`.execute(handle.db);
  await sql`create view identity.profile_directory as select * from public.bench_people`.execute(handle.db);
  await sql`create schema booking`.execute(handle.db);
  await sql`create table public.bench_care (appointment_id integer generated always as identity primary key, client_id integer not null,
    psychologist_id integer not null, starts_at timestamptz not null default now())`.execute(handle.db);
  await sql`create index on public.bench_care (client_id)`.execute(handle.db);
  await sql`create index on public.bench_care (psychologist_id)`.execute(handle.db);
  await sql`create view booking.care_sessions as select * from public.bench_care`.execute(handle.db);
  await migrateSchema(handle, messagingMigrations);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Patients are profiles 1…n, their psychologists 100001…100000+n, each pair in care; user ids equal profile ids. */
export async function carePairs(handle: DatabaseHandle, pairs: number, patientsPerPsychologist = 1): Promise<void> {
  await sql`insert into public.bench_people (profile_id, user_id, first_name, last_name, email)
    select id, id, 'Persona', 'N' || id, 'p' || id || '@bench.cl' from generate_series(1, ${pairs}) id
    union all select 100000 + id, 100000 + id, 'Psicóloga', 'N' || id, 's' || id || '@bench.cl'
      from generate_series(1, ${Math.ceil(pairs / patientsPerPsychologist)}) id`.execute(handle.db);
  await sql`insert into public.bench_care (client_id, psychologist_id)
    select id, 100000 + ((id - 1) / ${patientsPerPsychologist}) + 1 from generate_series(1, ${pairs}) id`.execute(handle.db);
}

export const patient = (profileId: number): AuthUser => ({ id: profileId, userType: 'client', profileId });
export const psychologistOf = (profileId: number): AuthUser => ({ id: profileId, userType: 'psychologist', profileId });

export interface MessagingInstance {
  app: FastifyInstance;
  /** The instance's own context (its database handle, live hub and bus): what its routes call the service with. */
  ctx: MessagingContext;
}

/** A messaging instance listening on a free port, with its own live hub and bus (as a second process would have). */
export async function messagingInstance(handle: DatabaseHandle): Promise<MessagingInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-messaging-bench-'));
  const { publicKey } = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const config: MessagingConfig = {
    dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: 'fatal', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: publicKey,
    smtpUrl: undefined, mailFrom: 'e-mind <no-reply@e-mind.cl>', jobIntervalMs: 3_600_000, publicOrigin: 'http://localhost:8000',
    mailAfterMinutes: 15, redisUrl: process.env.REDIS_URL, busSecret: 'bench-key-of-at-least-thirty-two-characters',
  };
  const app = createServer({ logLevel: 'fatal' });
  let ctx: MessagingContext | undefined;
  // Unencapsulated under /api, so the instance's context can be handed to the benchmark.
  await app.register(async (api) => {
    await api.register(fp(messaging), { database: handle, config });
    ctx = api.messaging;
  }, { prefix: '/api' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  if (!ctx) throw new Error('messaging did not start');
  return { app, ctx };
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
export const ms = (value: number): string => `${value.toFixed(2)} ms`;
