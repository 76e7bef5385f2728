import { bearer, registerSession, setBankInfo, type TestSession } from '@emind/identity/testing';
import type { DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';

export const CACHE_STATUS = 'x-directory-cache';
/** On Postgres a notification reaches the listening connection a moment after the writer's commit. */
export const soon = { timeout: 3_000, interval: 10 };
export const mondayMornings = { schedule_config: { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '12:00' }] } } };

export async function expectOk(app: FastifyInstance, method: 'PATCH' | 'POST', url: string, token: string, payload: object): Promise<void> {
  const response = await app.inject({ method, url, headers: bearer(token), payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
}

/** A new psychologist, through the services' own routes, with every listing piece but the weekly schedule. */
export async function psychologistAllButSchedule(app: FastifyInstance, adminToken: string, firstName: string): Promise<TestSession> {
  const session = await registerSession(app, 'psychologist', { first_name: firstName, last_name: 'Caché' });
  await expectOk(app, 'PATCH', '/api/profiles/psychologist-profiles/me/professional/', session.access, {
    university: 'Universidad de Chile', graduation_year: 2015, health_register_number: '123456',
    specialties: ['Terapia Gestalt'], target_populations: ['Adultos (26-40 años)'], intervention_areas: ['Ansiedad'],
  });
  await expectOk(app, 'PATCH', `/api/profiles/admin/psychologists/${session.profileId}/toggle-status/`, adminToken, { verification_status: 'VERIFIED' });
  await expectOk(app, 'POST', `/api/pricing/psychologist-prices/set_psychologist_price/${session.profileId}/`, adminToken, { price: 10000 });
  await setBankInfo(app, session, 'psychologist');
  return session;
}

/** Sets the psychologist's account active or not, as erasure leaves it: no route does (identity's own column). */
export async function setAccountActive(database: DatabaseHandle, session: TestSession, active: boolean): Promise<void> {
  await sql`update identity.users set is_active = ${active} where id = (select user_id from identity.profiles where id = ${session.profileId})`.execute(database.db);
}
