/**
 * Directory benchmark: seeds 10,000 psychologists (direct SQL into identity, catalogue and booking tables of a
 * scratch database) and measures GET /api/profiles/public/psychologists/ — first page, two filters and a sort —
 * with autocannon (10 connections, 10 s), embedded (PGlite) and on Postgres, kept in memory (the cache on) and not
 * (the cache off: every request queries), beside bare Fastify's hello world in the same run, and prints each as a
 * share of bare Fastify's req/s (measured just before and after each target, as the machine's load drifts) and of its CPU
 * per request. Prints figures; asserts nothing.
 *
 *   npx tsx services/catalogue/bench/directory.ts            # both (Postgres from DATABASE_URL or localhost)
 *   BENCH_TARGETS=pglite npx tsx services/catalogue/bench/directory.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingMigrations } from '@emind/booking';
import { catalogueEntries, chileToday, catalogueTag, criteriaFor, interventionOptions, populationOptions, specialtyOptions, type CatalogueKind } from '@emind/domain';
import { identityMigrations } from '@emind/identity';
import { reviewsMigrations } from '@emind/reviews';
import { createServer, loadOrCreateSigningKeys, migrateSchema, openDatabase, pgliteDirFor, schemaDb, type DatabaseHandle } from '@emind/server-kit';
import { bareFastify, describeLoad, load as loadAt, type Load } from '@emind/server-kit/bench';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import catalogue from '../src/app.ts';
import { DEFAULT_DIRECTORY_CACHE_ENTRIES } from '../src/config.ts';
import { catalogueMigrations } from '../src/db/migrations.ts';
import type { CatalogueDatabase } from '../src/db/schema.ts';
import { listDirectoryPage, noNarrowing } from '../src/directory/directory.repository.ts';

const COUNT = Number(process.env.BENCH_PSYCHOLOGISTS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const QUERY = `?page=1&page_size=12&reason=${encodeURIComponent('Ansiedad')}&age_group=${encodeURIComponent('Adultos (26-40 años)')}&ordering=price`;
const firstNames = ['Valentina', 'Sebastián', 'Catalina', 'Diego', 'Francisca', 'Tomás', 'Javiera', 'Ignacio', 'Constanza', 'Benjamín', 'Antonia', 'Nicolás', 'Isidora', 'Cristóbal', 'Daniela', 'Rodrigo'];
const lastNames = ['Rojas', 'Muñoz', 'Soto', 'Contreras', 'Herrera', 'Espinoza', 'Fuentes', 'Vargas', 'Pizarro', 'Torres', 'Castro', 'Gutiérrez', 'Medina', 'Alarcón', 'Ramírez', 'Salazar'];

async function seed(handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  for (const set of [identityMigrations, catalogueMigrations, bookingMigrations, reviewsMigrations]) await migrateSchema(handle, set);
  const started = performance.now();
  await sql`
    insert into identity.users (email, password_hash, user_type, first_name, last_name)
    select 'bench' || g || '@bench.cl', 'x', 'psychologist',
           (${firstNames}::text[])[1 + g % ${firstNames.length}],
           (${lastNames}::text[])[1 + (g / 7) % ${lastNames.length}] || ' ' || (${lastNames}::text[])[1 + (g / 3) % ${lastNames.length}]
    from generate_series(1, ${COUNT}) g`.execute(db);
  await sql`
    insert into identity.profiles (user_id, gender, region, city, bank_name, bank_account_number, bank_account_owner, bank_account_owner_rut)
    select id, case when id % 2 = 0 then 'FEMALE' else 'MALE' end, 'Región Metropolitana de Santiago', 'Santiago',
           -- One in twenty without bank data: not listed (the listing rule).
           case when id % 20 = 7 then null else 'BANCO_ESTADO' end, '12345678', 'Titular', '12.345.678-5'
    from identity.users where email like 'bench%'`.execute(db);
  // Arrays drawn from the catalogues so each filter matches a realistic share of rows.
  await sql`
    insert into catalogue.psychologists (profile_id, verification_status, university, graduation_year, experience_description,
      specialties, target_populations, intervention_areas, career_start, approved_price)
    select p.id, case when p.id % 10 = 0 then 'PENDING' else 'VERIFIED' end, 'Universidad de Chile', 1985 + p.id % 40, 'Psicólogo clínico',
      array[(s)[1 + p.id % cardinality(s)], (s)[1 + (p.id * 7) % cardinality(s)], (s)[1 + (p.id * 13) % cardinality(s)]],
      array[(pp)[1 + p.id % 8], (pp)[1 + (p.id * 11) % cardinality(pp)]],
      array[(i)[1 + p.id % cardinality(i)], (i)[1 + (p.id * 5) % cardinality(i)], (i)[1 + (p.id * 17) % cardinality(i)]],
      make_date(1985 + p.id % 40, 1, 1), 5000 + (p.id % 21) * 500
    from identity.profiles p
    join identity.users u on u.id = p.user_id,
    lateral (select ${[...specialtyOptions]}::text[] as s, ${[...populationOptions]}::text[] as pp, ${[...interventionOptions]}::text[] as i) c
    where u.email like 'bench%'`.execute(db);
  // The tags the service derives on every write (see refreshDirectoryColumns), computed here in one statement.
  const lookup = (kind: CatalogueKind) => {
    const names = [...catalogueEntries[kind]];
    return sql`select t.tag from unnest(${names}::text[], ${names.map((name) => catalogueTag(kind, name))}::integer[]) t(name, tag)`;
  };
  await sql`
    update catalogue.psychologists p set filter_tags =
      array(${lookup('specialties')} where t.name = any(p.specialties))
      || array(${lookup('populations')} where t.name = any(p.target_populations))
      || array(${lookup('interventions')} where t.name = any(p.intervention_areas))`.execute(db);
  await sql`
    insert into booking.schedule_blocks (psychologist_id, day_of_week, start_time, end_time)
    select profile_id, d, time '09:00' + make_interval(hours => profile_id % 4), time '13:00' + make_interval(hours => profile_id % 4)
    from catalogue.psychologists, unnest(array['monday', 'wednesday', 'friday']) d
    where profile_id % 20 <> 1`.execute(db);
  // What autovacuum does on a live database (the directory index is read index-only).
  await sql`vacuum analyze`.execute(db);
  console.log(`  seeded ${COUNT} psychologists in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const load = (url: string, headers: Record<string, string> = {}): Promise<Load> => loadAt(url, { connections: CONNECTIONS, duration: DURATION, headers });

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function catalogueApp(handle: DatabaseHandle, dataDir: string, directoryCacheEntries: number): Promise<FastifyInstance> {
  const app = createServer({ logLevel: 'silent' });
  await app.register(catalogue, {
    prefix: '/api',
    database: handle,
    config: { dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: false, port: 0, seedDemo: false, jwtPublicKey: undefined, directoryCacheEntries },
  });
  return app;
}

async function measure(label: string, handle: DatabaseHandle, dataDir: string, bareUrl: string): Promise<void> {
  await seed(handle);
  loadOrCreateSigningKeys(dataDir, {});
  const cached = await catalogueApp(handle, dataDir, DEFAULT_DIRECTORY_CACHE_ENTRIES);
  const uncached = await catalogueApp(handle, dataDir, 0);
  try {
    const url = `${await listen(cached)}/api/profiles/public/psychologists/${QUERY}`;
    const missUrl = `${await listen(uncached)}/api/profiles/public/psychologists/${QUERY}`;
    const sample = await (await fetch(url)).json() as { count: number; results: { price: number }[] };
    console.log(`  matching psychologists: ${sample.count}; first page prices: ${sample.results.map((r) => r.price).join(', ')}`);
    await autocannon({ url: missUrl, connections: CONNECTIONS, duration: 2 });
    const sequential: number[] = [];
    for (let i = 0; i < 100; i++) {
      const start = performance.now();
      await (await fetch(missUrl)).arrayBuffer();
      sequential.push(performance.now() - start);
    }
    const queryOnly: number[] = [];
    const criteria = criteriaFor({ reason: 'Ansiedad', ageGroup: 'Adultos (26-40 años)' });
    for (let i = 0; i < 100; i++) {
      const start = performance.now();
      await listDirectoryPage(schemaDb<CatalogueDatabase>(handle, 'catalogue'), { criteria, narrowing: noNarrowing, ordering: 'price', limit: 12, offset: 0, today: chileToday(new Date()) });
      queryOnly.push(performance.now() - start);
    }
    const median = (values: number[]): string => (values.sort((a, b) => a - b)[values.length >> 1] ?? 0).toFixed(1);
    console.log(`  one at a time, not kept: request ${median(sequential)} ms, its SQL alone ${median(queryOnly)} ms (medians)`);
    // Bare Fastify just before and just after, so the ratio compares runs that shared the machine's load.
    const bareBefore = await load(bareUrl);
    console.log(describeLoad('bare Fastify, hello world', bareBefore));
    const miss = await load(missUrl);
    console.log(describeLoad(`${label}, not kept (cache off)`, miss));
    const hit = await load(url);
    console.log(describeLoad(`${label}, kept (cache on)`, hit));
    const hitBrotli = await load(url, { 'accept-encoding': 'br' });
    console.log(describeLoad(`${label}, kept, brotli (as browsers ask)`, hitBrotli));
    const bareAfter = await load(bareUrl);
    console.log(describeLoad('bare Fastify, hello world', bareAfter));
    const bare = { rps: (bareBefore.rps + bareAfter.rps) / 2, cpuUs: (bareBefore.cpuUs + bareAfter.cpuUs) / 2 };
    const ratio = (figures: Load): string =>
      `${((figures.rps / bare.rps) * 100).toFixed(0)}% of its req/s (${((bare.cpuUs / figures.cpuUs) * 100).toFixed(0)}% by CPU per request)`;
    console.log(`  ${label} against bare Fastify: kept ${ratio(hit)}; kept, brotli ${ratio(hitBrotli)}; not kept ${ratio(miss)}`);
  } finally {
    await cached.close();
    await uncached.close();
  }
}

async function onPglite(bareUrl: string): Promise<void> {
  console.log('embedded (PGlite):');
  const dir = await mkdtemp(path.join(tmpdir(), 'emind-bench-'));
  const handle = await openDatabase({ pgliteDataDir: pgliteDirFor(dir) });
  try {
    await measure('PGlite', handle, dir, bareUrl);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPostgres(baseUrl: string, bareUrl: string): Promise<void> {
  console.log('Postgres:');
  const name = `emind_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: baseUrl, max: 1 }) }) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'emind-bench-'));
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await measure('Postgres', handle, dir, bareUrl);
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP) console.log(`  kept database ${name}`);
    else await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
console.log(`GET /api/profiles/public/psychologists/${QUERY}\n${COUNT} psychologists, ${CONNECTIONS} connections, ${DURATION} s each`);
const bare = await bareFastify(CONNECTIONS);
try {
  if (targets.includes('pglite')) await onPglite(bare.url);
  if (targets.includes('postgres')) await onPostgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', bare.url);
} finally {
  await bare.close();
}
