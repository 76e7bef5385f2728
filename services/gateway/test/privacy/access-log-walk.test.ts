import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddedGateway, TEST_ADMIN, type EmbeddedGateway } from '../embedded-gateway.ts';
import { bearer, createRoles, DEMO_PASSWORD, login } from '../fuzz/actors.ts';
import { operationsOf, type Operation } from '../fuzz/openapi-operations.ts';
import { CHANGES_PROVED_BY_SERVICE_TESTS, ownOrPublicBecause, personalFieldsOf } from './personal-data-rules.ts';

/**
 * The access-log walk: every route of the OpenAPI document whose answer can hold another person's data (decided from
 * its response schema) either is recognised by rule as public or one's own, or writes an access-log entry when it
 * shows someone else's data. Reads are made by the demo psychologist (who has patients), an admin and the demo
 * patient, with the ids of the demo's records in every path parameter.
 */
const LOGS = ['identity.access_log', 'catalogue.access_log', 'booking.access_log', 'reviews.access_log', 'sessions.access_log', 'measures.access_log', 'billing.access_log', 'payments.access_log', 'messaging.access_log'];

interface Reader {
  name: string;
  userId: number;
  headers: Record<string, string>;
  /** Other people's identifying values this reader may only see with a record: patients' names and e-mails; to an admin also psychologists' e-mails. */
  othersData: string[];
}

let gateway: EmbeddedGateway;
let dir: string;
let operations: Operation[];
let readers: Reader[];
let ids: number[];

async function identifiersOf(exceptUserId: number, withPsychologists: boolean): Promise<string[]> {
  const { rows } = await sql<{ email: string; first_name: string; last_name: string; user_type: string }>`
    select email, first_name, last_name, user_type from identity.users where id <> ${exceptUserId} and user_type <> 'admin'`.execute(gateway.database.db);
  return rows.flatMap((row) => {
    if (row.user_type === 'client') return [row.email.toLowerCase(), `${row.first_name} ${row.last_name}`.toLowerCase()];
    return withPsychologists ? [row.email.toLowerCase()] : [];
  });
}

async function readerOf(name: string, kind: 'client' | 'psychologist' | 'admin', email: string, password: string): Promise<Reader> {
  const person = await login(gateway.app, kind, email, password);
  const { rows } = await sql<{ id: number }>`select id from identity.users where lower(email) = ${email.toLowerCase()}`.execute(gateway.database.db);
  const userId = rows[0]!.id;
  return { name, userId, headers: bearer(person.access), othersData: await identifiersOf(userId, kind === 'admin') };
}

/** Empties the logs (their append-only triggers set aside for the test's superuser), so each read is judged alone. */
async function emptyLogs(): Promise<void> {
  await sql`set session_replication_role = replica`.execute(gateway.database.db);
  await sql.raw(`truncate ${LOGS.join(', ')}`).execute(gateway.database.db);
  await sql`set session_replication_role = origin`.execute(gateway.database.db);
}

async function entriesBy(userId: number): Promise<number> {
  const union = LOGS.map((table) => `select count(*)::int as n from ${table} where actor_user_id = ${userId}`).join(' union all ');
  const { rows } = await sql.raw<{ n: number }>(`select coalesce(sum(n), 0)::int as n from (${union}) counts`).execute(gateway.database.db);
  return Number(rows[0]?.n ?? 0);
}

/** The URLs to try for a route: each demo id in its path parameters (none when it has none). */
function urlsOf(operation: Operation): string[] {
  const params = operation.params.filter((param) => param.in === 'path');
  if (params.length === 0) return [`${operation.path}/`];
  return ids.map((id) => `${params.reduce((url, param) => url.replace(`{${param.name}}`, String(id)), operation.path)}/`);
}

const routeOf = (operation: Operation) => `${operation.method} ${operation.path}`;
const personal = (operation: Operation) => personalFieldsOf(operation.successSchema ?? undefined).length > 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-access-walk-'));
  gateway = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot: dir });
  operations = operationsOf((await gateway.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json());
  ({ ids } = await createRoles(gateway.app, path.join(dir, 'data')));
  readers = [
    await readerOf('psychologist', 'psychologist', 'valentina.rojas@e-mind.cl', DEMO_PASSWORD),
    await readerOf('admin', 'admin', TEST_ADMIN.email, TEST_ADMIN.password),
    await readerOf('patient', 'client', 'paciente@e-mind.cl', DEMO_PASSWORD),
  ];
  await reviewAsDemoPatient(readers[2]!);
}, 120_000);

/** The demo holds no review: the demo patient rates a session with the demo psychologist, so moderation and her list show an author. */
async function reviewAsDemoPatient(patient: Reader): Promise<void> {
  const pending = await gateway.app.inject({ method: 'GET', url: '/api/comments/client/pending-appointments/', headers: patient.headers });
  const sessions = pending.json<{ results: { id: number; psychologist_data: { name: string } }[] }>().results;
  const session = sessions.find((each) => each.psychologist_data.name.startsWith('Valentina')) ?? sessions[0];
  if (!session) throw new Error(`the demo patient has no session to review: ${pending.body}`);
  const payload = { appointment: session.id, rating: 5, comment: 'Muy buena sesión, me sentí escuchada.' };
  const review = await gateway.app.inject({ method: 'POST', url: '/api/comments/client/submit/', headers: patient.headers, payload });
  if (review.statusCode !== 201) throw new Error(`review: ${review.statusCode} ${review.body}`);
}
afterAll(async () => {
  await gateway.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the access-log walk over the OpenAPI document', () => {
  it('finds the routes that can answer another person’s data from their schemas alone', () => {
    const found = operations.filter(personal).map(routeOf);
    for (const route of ['GET /api/appointments/my-appointments', 'GET /api/comments/admin/reviews', 'GET /api/schedules/time-off', 'GET /api/profiles/admin/patients']) {
      expect(found).toContain(route);
    }
    expect(found).not.toContain('GET /api/appointments/admin/payments-pending-count');
  });

  it('every read that shows someone else’s data writes an entry; every change answering it is proved by a service test', async () => {
    const failures: string[] = [];
    const shown = new Set<string>();
    for (const operation of operations.filter(personal)) {
      if (ownOrPublicBecause(operation)) continue;
      if (operation.method !== 'GET') {
        if (!CHANGES_PROVED_BY_SERVICE_TESTS[routeOf(operation)]) failures.push(`${routeOf(operation)}: a change answering personal fields with no recording proved`);
        continue;
      }
      for (const reader of readers) {
        for (const url of urlsOf(operation)) {
          await emptyLogs();
          const answer = await gateway.app.inject({ method: 'GET', url, headers: reader.headers });
          const body = answer.body.toLowerCase();
          if (answer.statusCode !== 200 || !reader.othersData.some((value) => body.includes(value))) continue;
          shown.add(routeOf(operation));
          if ((await entriesBy(reader.userId)) === 0) failures.push(`${routeOf(operation)} as ${reader.name} (${url}) showed someone else's data and wrote no entry`);
          break;
        }
      }
    }
    console.info(`access-log walk: ${shown.size} routes showed someone else's data to a reader: ${[...shown].sort().join(', ')}`);
    expect(failures).toEqual([]);
    // The walk reached the lists the policy names, so a silent 404 cannot pass it.
    for (const route of [
      'GET /api/appointments/my-appointments', 'GET /api/appointments/psychologist_patients', 'GET /api/appointments/psychologist-stats',
      'GET /api/appointments/admin-payment-verification', 'GET /api/profiles/admin/patients', 'GET /api/comments/admin/reviews',
      'GET /api/comments/psychologist/reviews', 'GET /api/profiles/admin/psychologists',
    ]) {
      expect(shown, route).toContain(route);
    }
  }, 600_000);
});
