// Test support for every service whose tests need real accounts and tokens: they mount identity beside
// themselves (identity writes the signing keys the others verify with) and sign people up through it.
import type { DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import identity from './app.ts';
import { noRateLimits, type IdentityConfig } from './config.ts';

export const TEST_ADMIN = { email: 'admin@test.cl', password: 'Admin1234!' };
export const TEST_PASSWORD = 'Clave1234!';

/** Identity's configuration for a test: quiet, no limits, no demo data, keys under `dataDir`. */
export function identityTestConfig(dataDir: string, overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return {
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
    // Tests run the jobs themselves.
    jobIntervalMs: 3_600_000,
    admin: TEST_ADMIN,
    seedDemo: false,
    jwtKeys: {},
    // Tests sign people up and in as often as they need.
    rateLimits: noRateLimits,
    erasureDays: 30,
    ...overrides,
  };
}

/** Identity under /api, mounted first: it writes the signing keys the other services verify with, and issues the test tokens. */
export async function mountTestIdentity(app: FastifyInstance, database: DatabaseHandle, dataDir: string): Promise<void> {
  await app.register(identity, { prefix: '/api', database, config: identityTestConfig(dataDir) });
}

export interface TestSession {
  access: string;
  profileId: number;
  email: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user'): string => `${prefix}${Date.now()}${++counter}@test.cl`;

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Registers a client or psychologist through the real route and returns their token and profile id. */
export async function registerSession(
  app: FastifyInstance,
  userType: 'client' | 'psychologist',
  names: { first_name?: string; last_name?: string; email?: string } = {},
): Promise<TestSession> {
  const email = names.email ?? uniqueEmail(userType);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: {
      email,
      username: email,
      password: TEST_PASSWORD,
      password2: TEST_PASSWORD,
      user_type: userType,
      first_name: names.first_name ?? 'Valentina',
      last_name: names.last_name ?? 'Rojas',
      phone_number: '+56 9 1234 5678',
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access: string; user: { profile_id: number } }>();
  return { access: body.access, profileId: body.user.profile_id, email };
}

/** Moves a person back to an older accepted version of the terms, as the demo account renovar.terminos@e-mind.cl. */
export async function acceptedOlderTerms(db: Kysely<unknown>, session: TestSession): Promise<void> {
  await sql`update identity.consents set version = '2025-06-01'
            where document = 'terms' and user_id = (select id from identity.users where email = ${session.email})`.execute(db);
}

/** Accepts the terms in force through identity's own route ('Aceptar y continuar'). */
export async function acceptTermsInForce(app: FastifyInstance, session: TestSession): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/privacy/consents/accept/', headers: bearer(session.access), payload: { documents: ['terms'] } });
  if (response.statusCode !== 200) throw new Error(`accept: ${response.statusCode} ${response.body}`);
}

/** Logs in the configured test admin. */
export async function adminSession(app: FastifyInstance): Promise<TestSession> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: TEST_ADMIN });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access: string; user: { profile_id: number } }>();
  return { access: body.access, profileId: body.user.profile_id, email: TEST_ADMIN.email };
}

/** Complete bank data (decisions.md): what a psychologist needs to be listed, and an admin to be the platform account. */
export const TEST_BANK = {
  bank_name: 'BANCO_ESTADO',
  bank_account_type: 'RUT',
  bank_account_number: '12345678',
  bank_account_owner: 'Ana Prueba',
  bank_account_owner_rut: '12.345.678-5',
  bank_account_owner_email: 'pagos-ana@example.cl',
};

/** Stores bank data through identity's own route. */
export async function setBankInfo(
  app: FastifyInstance,
  session: TestSession,
  role: 'psychologist' | 'admin',
  bank: Record<string, string> = TEST_BANK,
): Promise<void> {
  const response = await app.inject({ method: 'PATCH', url: `/api/profiles/${role}-profiles/me/update_bank_info/`, headers: bearer(session.access), payload: bank });
  if (response.statusCode !== 200) throw new Error(`bank info: ${response.statusCode} ${response.body}`);
}
