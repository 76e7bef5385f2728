import { schemaDb, storageFromEnv, type Storage, type ExportPart, type PrivacySubject } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDatabase } from '../src/db/schema.ts';
import { identityParticipant } from '../src/privacy/identity-participant.ts';
import { ADMIN, PASSWORD, PNG, bearer, buildTestApp, loginAs, multipart, registerUser, type SessionBody, type TestApp } from './helpers.ts';

let t: TestApp;
let db: Kysely<IdentityDatabase>;
let storage: Storage;
let patient: SessionBody;
let psychologist: SessionBody;
let admin: SessionBody;

const PATIENT = { first_name: 'Maite', last_name: 'Quilodrán', email: 'maite.quilodran@test.cl', rut: '12.345.678-5', phone: '+56 9 4455 6677' };
const PSYCHOLOGIST = { first_name: 'Bruno', last_name: 'Larraín', email: 'bruno.larrain@test.cl', rut: '9.876.543-3', phone: '+56 9 2211 3344' };

const accountOf = (person: typeof PATIENT) => ({ first_name: person.first_name, last_name: person.last_name, email: person.email, phone_number: person.phone });

const subjectOf = (session: SessionBody, person: typeof PATIENT, userType: PrivacySubject['userType']): PrivacySubject => ({
  requestId: 1, userId: session.user.id, userType, email: person.email, firstName: person.first_name, lastName: person.last_name, rut: '', phone: '',
});

async function usePlatform(session: SessionBody, person: typeof PATIENT, role: 'client' | 'psychologist'): Promise<void> {
  const headers = bearer(session.access);
  const base = `/api/profiles/${role}-profiles/me/`;
  const patched = await t.app.inject({ method: 'PATCH', url: base, headers, payload: { rut: person.rut, region: 'Valparaíso', city: 'Viña del Mar', gender: 'FEMALE' } });
  expect(patched.statusCode).toBe(200);
  const upload = multipart('profile_image', 'yo.png', PNG, 'image/png');
  expect((await t.app.inject({ method: 'POST', url: `${base}upload_image/`, payload: upload.payload, headers: { ...headers, ...upload.headers } })).statusCode).toBe(200);
  const contact = { nombre: `${person.first_name} ${person.last_name}`, correo: person.email, mensaje: 'Quisiera saber cómo funciona la plataforma.' };
  expect((await t.app.inject({ method: 'POST', url: '/api/contacto/', payload: contact })).statusCode).toBe(201);
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: 'Incorrecta1!' } })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email: person.email } })).statusCode).toBe(200);
  await t.app.inject({ method: 'PATCH', url: '/api/privacy/consents/', headers, payload: { optional_mail: { reminders: false } } });
}

beforeAll(async () => {
  t = await buildTestApp();
  db = schemaDb<IdentityDatabase>(t.database, 'identity');
  storage = storageFromEnv(t.dataDir);
  patient = await registerUser(t.app, accountOf(PATIENT));
  psychologist = await registerUser(t.app, { ...accountOf(PSYCHOLOGIST), user_type: 'psychologist' });
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  await usePlatform(patient, PATIENT, 'client');
  await usePlatform(psychologist, PSYCHOLOGIST, 'psychologist');
  await db
    .updateTable('profiles')
    .set({ bank_name: 'BANCO_ESTADO', bank_account_type: 'RUT', bank_account_number: '9876543', bank_account_owner: 'Bruno Larraín', bank_account_owner_rut: PSYCHOLOGIST.rut, bank_account_owner_email: PSYCHOLOGIST.email })
    .where('user_id', '=', psychologist.user.id)
    .execute();
});
afterAll(() => t.close());

const participant = () => identityParticipant({ storage });
const exportOf = (subject: PrivacySubject): Promise<ExportPart> => db.transaction().execute((trx) => participant().exportPart(trx, subject));
const erase = (subject: PrivacySubject) => db.transaction().execute((trx) => participant().erase(trx, subject, new Date()));

async function accessRows(subjectUserId: number) {
  const { rows } = await sql<{ actor_user_id: number; actor_role: string; resource: string; resource_id: string }>`
    select actor_user_id, actor_role, resource, resource_id from identity.access_log where subject_user_id = ${subjectUserId} order by id`.execute(t.database.db);
  return rows;
}

/** Every text-like column of every table of the identity schema that holds any of the values. */
async function identityColumnsContaining(values: string[]): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'identity' and c.data_type in ('text', 'character varying', 'jsonb', 'json')`.execute(t.database.db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const value of values) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`identity.${table_name}`)}
        where ${sql.ref(column_name)}::text ilike ${`%${value}%`}`.execute(t.database.db);
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}: ${value}`);
    }
  }
  return found;
}

describe("admin reads of patients are logged in identity's access log", () => {
  it('the patient list records one patient_list read per patient returned (coalesced: a second look adds none), the detail one more', async () => {
    for (let look = 0; look < 2; look++) {
      const list = await t.app.inject({ method: 'GET', url: '/api/profiles/admin/patients/', headers: bearer(admin.access) });
      expect(list.statusCode).toBe(200);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.access_log where actor_user_id = ${admin.user.id}`.execute(t.database.db);
      expect(rows[0]?.n).toBe(list.json<unknown[]>().length);
    }
    expect(await accessRows(patient.user.id)).toEqual([
      { actor_user_id: admin.user.id, actor_role: 'admin', resource: 'patient_list', resource_id: null },
    ]);
    await t.app.inject({ method: 'GET', url: `/api/profiles/admin/patients/${patient.user.profile_id}/`, headers: bearer(admin.access) });
    expect(await accessRows(patient.user.id)).toHaveLength(2);
    expect(await accessRows(psychologist.user.id)).toEqual([]);
  });

  it('a refused or empty read records nothing', async () => {
    const before = await accessRows(patient.user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/admin/patients/', headers: bearer(patient.access) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/admin/patients/?search=zzzz', headers: bearer(admin.access) })).json()).toEqual([]);
    expect(await accessRows(patient.user.id)).toEqual(before);
  });
});

describe("identity's part of an export", () => {
  it('holds the account, profile, consents, mail switches, sessions, resets, contact messages, login attempts and admin reads', async () => {
    const part = await exportOf(subjectOf(patient, PATIENT, 'client'));
    const data = part.data as Record<string, object[] & Record<string, unknown>>;
    expect(Object.keys(data).sort()).toEqual(
      ['accesses_by_admins', 'account', 'consents', 'contact_messages', 'data_requests', 'login_attempts', 'mail_preferences', 'password_resets', 'profile', 'sessions'],
    );
    expect(data.account).toMatchObject({ id: patient.user.id, email: PATIENT.email, first_name: 'Maite', user_type: 'client' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.profile).toMatchObject({ rut: PATIENT.rut, phone: PATIENT.phone, city: 'Viña del Mar' });
    expect(data.consents).toHaveLength(2);
    expect(data.mail_preferences).toMatchObject({ reminders: false, waitlist: true });
    expect((data.sessions as object[]).length).toBeGreaterThanOrEqual(1);
    expect(Object.keys((data.sessions as object[])[0] ?? {}).sort()).toEqual(['created_at', 'expires_at']);
    expect(Object.keys((data.password_resets as object[])[0] ?? {}).sort()).toEqual(['created_at', 'expires_at', 'used_at']);
    expect(data.contact_messages).toEqual([expect.objectContaining({ email: PATIENT.email, name: 'Maite Quilodrán' })]);
    expect(data.login_attempts).toEqual([expect.objectContaining({ attempts: 1 })]);
    expect((data.accesses_by_admins as object[]).length).toBe(2);
    expect(JSON.stringify(part.data)).not.toMatch(/token_hash|password_hash|\$argon2/);
  });

  it('names the profile photo as a file the storage can read', async () => {
    const part = await exportOf(subjectOf(patient, PATIENT, 'client'));
    expect(part.files).toEqual([{ name: 'identity/foto-perfil.png', key: expect.stringMatching(/^media\/profiles\/[a-f0-9]+\.png$/) }]);
    expect((await storage.read(part.files[0]!.key)).equals(PNG)).toBe(true);
  });

  it("holds a psychologist's bank data", async () => {
    const part = await exportOf(subjectOf(psychologist, PSYCHOLOGIST, 'psychologist'));
    expect(part.data.profile).toMatchObject({ bank_account_number: '9876543', bank_account_owner_rut: PSYCHOLOGIST.rut });
  });
});

describe("identity's part of an erasure", () => {
  it("leaves no name, e-mail, RUT or phone of the patient in identity's tables, and deletes the photo", async () => {
    const photo = (await exportOf(subjectOf(patient, PATIENT, 'client'))).files[0]!.key;
    const values = [PATIENT.email, PATIENT.first_name, PATIENT.last_name, PATIENT.rut, PATIENT.phone];
    expect((await identityColumnsContaining(values)).length).toBeGreaterThan(0);

    await erase(subjectOf(patient, PATIENT, 'client'));

    expect(await identityColumnsContaining(values)).toEqual([]);
    await expect(storage.read(photo)).rejects.toThrow();
    const user = await db.selectFrom('users').selectAll().where('id', '=', patient.user.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: `eliminado-${patient.user.id}@e-mind.invalid`, first_name: 'Paciente', last_name: 'eliminado', is_active: false });
    expect(user.tokens_valid_after).not.toBeNull();
    const profile = await db.selectFrom('profiles').selectAll().where('user_id', '=', patient.user.id).executeTakeFirstOrThrow();
    expect([profile.rut, profile.phone, profile.gender, profile.region, profile.city, profile.profile_image]).toEqual([null, null, null, null, null, null]);
  });

  it('keeps the consents as proof without the address; deletes sessions, resets, switches and outbox mail', async () => {
    const consents = await db.selectFrom('consents').select(['version', 'client_ip']).where('user_id', '=', patient.user.id).execute();
    expect(consents).toHaveLength(2);
    expect(consents.every((c) => c.client_ip === null)).toBe(true);
    for (const table of ['refresh_tokens', 'password_reset_tokens', 'mail_preferences'] as const) {
      expect(await db.selectFrom(table).select('user_id').where('user_id', '=', patient.user.id).execute()).toEqual([]);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.mail_outbox where message::text ilike ${`%${PATIENT.email}%`}`.execute(t.database.db);
    expect(rows[0]?.n).toBe(0);
    expect(await accessRows(patient.user.id)).toHaveLength(2);
  });

  it('the erased account cannot log in or refresh, its access is void, and the e-mail can register again', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: PATIENT.email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: patient.refresh } })).statusCode).toBe(401);
    // Access tokens already issued are refused once services re-read the published account access (within its cache period).
    const { rows } = await sql<{ is_active: boolean }>`select is_active from identity.account_access where user_id = ${patient.user.id}`.execute(t.database.db);
    expect(rows).toEqual([{ is_active: false }]);
    const again = await registerUser(t.app, accountOf(PATIENT));
    expect(again.user.id).not.toBe(patient.user.id);
  });

  it("erases a psychologist's bank data and names the account 'Psicólogo eliminado'; other people are untouched", async () => {
    const before = await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', admin.user.id).executeTakeFirstOrThrow();
    await erase(subjectOf(psychologist, PSYCHOLOGIST, 'psychologist'));
    expect(await identityColumnsContaining([PSYCHOLOGIST.email, PSYCHOLOGIST.last_name, PSYCHOLOGIST.rut, PSYCHOLOGIST.phone, '9876543'])).toEqual([]);
    const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', psychologist.user.id).executeTakeFirstOrThrow();
    expect(`${user.first_name} ${user.last_name}`).toBe('Psicólogo eliminado');
    expect(await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', admin.user.id).executeTakeFirstOrThrow()).toEqual(before);
  });
});
