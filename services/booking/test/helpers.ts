import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import identity, { identityMigrations, type IdentityConfig } from '@emind/identity';
import { createServer, schemaDb, type DatabaseHandle } from '@emind/server-kit';
import { openTestDatabase } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import booking from '../src/app.ts';
import type { BookingConfig } from '../src/config.ts';
import type { BookingContext } from '../src/context.ts';
import type { BookingDatabase } from '../src/db/schema.ts';
import { bookingMigrations } from '../src/db/migrations/index.ts';

export const ADMIN = { email: 'admin@test.cl', password: 'Admin1234!' };
export const PASSWORD = 'Clave1234!';
/** Monday 2026-06-01, 08:00 in Chile (UTC-4). */
export const NOW = new Date('2026-06-01T12:00:00Z');

const unlimited = { max: 1_000_000, timeWindow: 60_000 };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  ctx: BookingContext;
  close(): Promise<void>;
}

/**
 * Stands in for catalogue's `catalogue.psychologist_listing` view (profile_id, verification_status,
 * approved_price) in this test database, over a table the test fills.
 */
async function useListingFixture(database: DatabaseHandle): Promise<void> {
  await sql`create table if not exists public.test_psychologist_listing (profile_id integer primary key, verification_status text not null, approved_price integer)`.execute(database.db);
  await sql`create schema if not exists catalogue`.execute(database.db);
  await sql`drop view if exists catalogue.psychologist_listing cascade`.execute(database.db);
  await sql`create view catalogue.psychologist_listing as select profile_id, verification_status, approved_price from public.test_psychologist_listing`.execute(database.db);
}

export async function setListing(t: TestApp, profileId: number, status: string, approvedPrice: number | null): Promise<void> {
  await sql`insert into public.test_psychologist_listing values (${profileId}, ${status}, ${approvedPrice})
            on conflict (profile_id) do update set verification_status = excluded.verification_status, approved_price = excluded.approved_price`.execute(t.database.db);
}

export async function buildTestApp(): Promise<TestApp> {
  const database = await openTestDatabase({ migrations: [identityMigrations, bookingMigrations], pgliteDump: inject('pgliteDump') });
  await useListingFixture(database);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-booking-'));
  const identityConfig: IdentityConfig = {
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    logLevel: 'silent',
    trustProxy: 'loopback',
    port: 0,
    publicOrigin: 'http://localhost:8000',
    allowedOrigins: [],
    contactEmail: 'contacto@e-mind.cl',
    smtpUrl: undefined,
    mailFrom: 'e-mind <no-reply@e-mind.cl>',
    admin: ADMIN,
    seedDemo: false,
    jwtKeys: {},
    rateLimits: { loginPerIp: unlimited, loginPerEmail: unlimited, register: unlimited, passwordReset: unlimited, contact: unlimited },
  };
  const config: BookingConfig = {
    dataDir,
    databaseUrl: undefined,
    logLevel: 'silent',
    trustProxy: 'loopback',
    port: 0,
    seedDemo: false,
    jwtPublicKey: undefined,
  };
  const app = createServer({ logLevel: 'silent' });
  // identity first: it writes the signing keys booking verifies with, and issues the test tokens.
  await app.register(identity, { prefix: '/api', database, config: identityConfig });
  await app.register(booking, { prefix: '/api', database, config, now: () => NOW });
  await app.ready();
  const ctx: BookingContext = { db: schemaDb<BookingDatabase>(database, 'booking'), config, now: () => NOW };
  return {
    app,
    database,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  access: string;
  profileId: number;
  email: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user'): string => `${prefix}${Date.now()}${++counter}@test.cl`;

export async function registerUser(app: FastifyInstance, userType: 'client' | 'psychologist', email = uniqueEmail(userType)): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: {
      email,
      username: email,
      password: PASSWORD,
      password2: PASSWORD,
      user_type: userType,
      first_name: 'Valentina',
      last_name: 'Rojas',
      phone_number: '+56 9 1234 5678',
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access: string; user: { profile_id: number } }>();
  return { access: body.access, profileId: body.user.profile_id, email };
}

export async function loginAdmin(app: FastifyInstance): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access: string; user: { profile_id: number } }>();
  return { access: body.access, profileId: body.user.profile_id, email: ADMIN.email };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
