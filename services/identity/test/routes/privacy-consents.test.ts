import { currentLegalVersions } from '@emind/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.ts';
import { ADMIN, bearer, buildTestApp, loginAs, registerUser, type SessionBody, type TestApp } from '../helpers.ts';

let t: TestApp;
let client: SessionBody;
let psychologist: SessionBody;
let admin: SessionBody;

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: true });
  client = await registerUser(t.app, { first_name: 'Inés', last_name: 'Vera' });
  psychologist = await registerUser(t.app, { user_type: 'psychologist', first_name: 'Luis', last_name: 'Mella' });
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const URL = '/api/privacy/consents/';
const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload !== undefined ? { payload } : {}) });

interface ConsentsBody {
  documents: { document: string; label: string; current_version: string; accepted_version: string | null; accepted_at: string | null }[];
  pending: string[];
  optional_mail: { reminders: boolean; waitlist: boolean };
}

describe('consents', () => {
  it('registration records the versions in force of both documents, with time and client address', async () => {
    const { rows } = await sql<{ document: string; version: string; client_ip: string | null; accepted_at: Date }>`
      select document, version, client_ip, accepted_at from identity.consents where user_id = ${client.user.id} order by document`.execute(t.database.db);
    expect(rows.map((r) => [r.document, r.version])).toEqual([
      ['privacy', currentLegalVersions.privacy],
      ['terms', currentLegalVersions.terms],
    ]);
    expect(rows.every((r) => r.client_ip === '127.0.0.1' && r.accepted_at instanceof Date)).toBe(true);
  });

  it('shows each role its own accepted versions, nothing pending, and optional mail on by default', async () => {
    for (const session of [client, psychologist]) {
      const response = await call('GET', URL, session.access);
      expect(response.statusCode).toBe(200);
      const body = response.json<ConsentsBody>();
      expect(body.pending).toEqual([]);
      expect(body.optional_mail).toEqual({ reminders: true, waitlist: true });
      expect(body.documents).toHaveLength(2);
      expect(body.documents[0]).toMatchObject({ document: 'terms', label: 'Términos y Condiciones', accepted_version: currentLegalVersions.terms });
    }
  });

  it('an admin created by configuration has not accepted anything yet: both are pending', async () => {
    const body = (await call('GET', URL, admin.access)).json<ConsentsBody>();
    expect(body.pending).toEqual(['terms', 'privacy']);
    expect(body.documents.every((d) => d.accepted_version === null && d.accepted_at === null)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await call('GET', URL)).statusCode).toBe(401);
    expect((await call('PATCH', URL, undefined, { optional_mail: { reminders: false } })).statusCode).toBe(401);
    expect((await call('POST', `${URL}accept/`, undefined, { documents: ['terms'] })).statusCode).toBe(401);
    expect((await call('GET', URL, 'not-a-token')).statusCode).toBe(401);
  });

  it('PATCH turns optional mail off and on, each switch on its own, only for the caller', async () => {
    const off = await call('PATCH', URL, client.access, { optional_mail: { reminders: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json<ConsentsBody>().optional_mail).toEqual({ reminders: false, waitlist: true });
    const both = await call('PATCH', URL, client.access, { optional_mail: { waitlist: false, reminders: true } });
    expect(both.json<ConsentsBody>().optional_mail).toEqual({ reminders: true, waitlist: false });
    expect((await call('PATCH', URL, client.access, { optional_mail: {} })).json<ConsentsBody>().optional_mail).toEqual({ reminders: true, waitlist: false });
    expect((await call('GET', URL, psychologist.access)).json<ConsentsBody>().optional_mail).toEqual({ reminders: true, waitlist: true });
  });

  it("publishes the switches to booking in identity.optional_mail, defaults for people who never changed them", async () => {
    const { rows } = await sql<{ user_id: number; reminders: boolean; waitlist: boolean }>`
      select user_id, reminders, waitlist from identity.optional_mail where user_id in (${client.user.id}, ${psychologist.user.id}) order by user_id`.execute(t.database.db);
    expect(rows).toEqual([
      { user_id: client.user.id, reminders: true, waitlist: false },
      { user_id: psychologist.user.id, reminders: true, waitlist: true },
    ]);
  });

  it('refuses bad input with a Spanish 400: unknown document, unknown switch, wrong types, extra fields', async () => {
    const unknownDocument = await call('POST', `${URL}accept/`, client.access, { documents: ['cookies'] });
    expect(unknownDocument.statusCode).toBe(400);
    expect(unknownDocument.json()).toEqual({ code: 'invalid_request', 'documents.0': [expect.stringMatching(/^Opción inválida/)] });
    for (const payload of [
      { documents: [] },
      { documents: 'terms' },
      {},
      { documents: ['terms'], extra: 1 },
    ]) {
      expect((await call('POST', `${URL}accept/`, client.access, payload)).statusCode).toBe(400);
    }
    for (const payload of [{ optional_mail: { reminders: 'no' } }, { optional_mail: { invoices: false } }, { reminders: false }, []]) {
      const response = await call('PATCH', URL, client.access, payload);
      expect(response.statusCode).toBe(400);
    }
    for (const method of ['PATCH', 'POST'] as const) {
      const url = method === 'POST' ? `${URL}accept/` : URL;
      const headers = { ...bearer(client.access), 'content-type': 'application/json' };
      for (const payload of ['null', '{"documents":', '']) {
        const response = await t.app.inject({ method, url, headers, payload });
        expect(response.statusCode, `${method} ${payload}`).toBe(400);
      }
    }
  });

  it('the demo account that accepted older terms has them pending, and accepting records the version in force', async () => {
    const demo = await loginAs(t.app, 'renovar.terminos@e-mind.cl', DEMO_PASSWORD);
    const before = (await call('GET', URL, demo.access)).json<ConsentsBody>();
    expect(before.pending).toEqual(['terms']);
    expect(before.documents.find((d) => d.document === 'terms')).toMatchObject({ accepted_version: '2025-06-01', current_version: currentLegalVersions.terms });

    const accepted = await call('POST', `${URL}accept/`, demo.access, { documents: ['terms', 'terms'] });
    expect(accepted.statusCode).toBe(200);
    const after = accepted.json<ConsentsBody>();
    expect(after.pending).toEqual([]);
    expect(after.documents.find((d) => d.document === 'terms')?.accepted_version).toBe(currentLegalVersions.terms);
    const { rows } = await sql<{ version: string; client_ip: string | null }>`
      select version, client_ip from identity.consents where user_id = ${demo.user.id} and document = 'terms' order by accepted_at, id`.execute(t.database.db);
    expect(rows).toEqual([{ version: '2025-06-01', client_ip: null }, { version: currentLegalVersions.terms, client_ip: '127.0.0.1' }]);
  });

  it('every other demo account accepted the versions in force', async () => {
    const demo = await loginAs(t.app, 'paciente@e-mind.cl', DEMO_PASSWORD);
    expect((await call('GET', URL, demo.access)).json<ConsentsBody>().pending).toEqual([]);
    const { rows } = await sql<{ missing: number }>`
      select count(*)::int as missing from identity.users u
      where u.email like '%@e-mind.cl' and u.email <> 'renovar.terminos@e-mind.cl'
        and (select count(*) from identity.consents c where c.user_id = u.id and c.version = ${currentLegalVersions.terms}) <> 2`.execute(t.database.db);
    expect(rows[0]?.missing).toBe(0);
  });

  it('accepting an admin pending documents clears them', async () => {
    const body = (await call('POST', `${URL}accept/`, admin.access, { documents: ['privacy', 'terms'] })).json<ConsentsBody>();
    expect(body.pending).toEqual([]);
  });
});
