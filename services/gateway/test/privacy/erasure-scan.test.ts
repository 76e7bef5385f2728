import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, eventually, login, loginAdmin, usePlatform } from './privacy-journey.ts';
import { storedObjects } from './stored-objects.ts';

/**
 * Erasure across the four services: the demo patient, who has used every feature (appointments in every status,
 * a payment proof, a review, a contact message, reads of her data by a psychologist and an admin), and about whom
 * others wrote (a psychologist's and an admin's notes on her sessions and elsewhere, a time-off reason, someone
 * else's contact message), deletes her account. Then no text column of any schema, and no stored object's key or
 * metadata, holds her name, e-mail, RUT, phone or file names, except the sealed records the law obliges us to keep.
 */
const EMAIL = 'paciente@e-mind.cl';
const SEALED_TABLES = new Set(['booking.sealed_records']);

const platform = usePlatform();

const get = (access: string, url: string) => platform.app.inject({ method: 'GET', url, headers: bearer(access) });

interface TextColumn {
  table_schema: string;
  table_name: string;
  column_name: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every (table, column) of every schema whose text holds one of `needles`. An e-mail address counts whole:
 * 'paciente@e-mind.cl' is not found inside another account's 'historial.paciente@e-mind.cl'.
 */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const { rows: columns } = await sql<TextColumn>`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\_%'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`.execute(platform.database.db);
  const patterns = needles.map((needle) => `${needle.includes('@') ? '(^|[^a-z0-9._%+-])' : ''}${escapeRegex(needle.toLowerCase())}`);
  const found: string[] = [];
  for (const column of columns) {
    const table = `${column.table_schema}.${column.table_name}`;
    if (SEALED_TABLES.has(table)) continue;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where lower(${sql.ref(column.column_name)}::text) ~ any (${patterns})`.execute(platform.database.db);
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column.column_name}`);
  }
  return found;
}

/** Notes others write about her: a psychologist and an admin on her sessions, on another patient's, and elsewhere. */
async function seedNotesByOthers(person: { profileId: number; fullName: string; email: string; rut: string; phone: string }): Promise<void> {
  const db = platform.database.db;
  const { rows: [mine] } = await sql<{ id: number; psychologist_id: number; psychologist_user_id: number }>`
    select a.id, a.psychologist_id, p.user_id as psychologist_user_id from booking.appointments a join identity.profiles p on p.id = a.psychologist_id
    where a.client_id = ${person.profileId} order by a.id limit 1`.execute(db);
  const { rows: [other] } = await sql<{ id: number }>`
    select id from booking.appointments where client_id <> ${person.profileId} order by id limit 1`.execute(db);
  const { rows: [admin] } = await sql<{ id: number }>`select id from identity.users where user_type = 'admin' order by id limit 1`.execute(db);
  if (!mine || !other || !admin) throw new Error('demo data lacks appointments or an admin');
  const note = (appointmentId: number, userId: number, role: string, text: string) => sql`
    insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_user_id, changed_by_role, note)
    select id, status, status, ${userId}, ${role}, ${text} from booking.appointments where id = ${appointmentId}`.execute(db);
  await note(mine.id, mine.psychologist_user_id, 'psychologist', `${person.fullName} pidió cancelar, llamar al ${person.phone}`);
  await note(mine.id, admin.id, 'admin', `Pago verificado: transferencia desde ${person.email}, RUT ${person.rut}`);
  await note(other.id, mine.psychologist_user_id, 'psychologist', `Toma la hora que dejó ${person.fullName} (RUT ${person.rut.replace(/\D/g, '')})`);
  await sql`insert into booking.time_off (psychologist_id, starts_on, ends_on, reason)
    values (${mine.psychologist_id}, '2030-01-02', '2030-01-03', ${`Acompañar a ${person.fullName} (${person.phone.replace(/\D/g, '')})`})`.execute(db);
  const contact = await platform.app.inject({
    method: 'POST', url: '/api/contacto/',
    payload: { nombre: 'Otra Persona', correo: 'otra.persona@test.cl', mensaje: `Quiero reclamar por ${person.fullName}, su correo es ${person.email}.` },
  });
  expect(contact.statusCode, contact.body).toBe(201);
}

describe('erasing an account', () => {
  it('is refused while paid or confirmed sessions are ahead, then leaves nothing of the person outside the sealed records', async () => {
    const patient = await login(platform.app, EMAIL);
    const admin = await loginAdmin(platform.app);
    const { rows: [user] } = await sql<{ id: number; first_name: string; last_name: string }>`
      select id, first_name, last_name from identity.users where email = ${EMAIL}`.execute(platform.database.db);
    if (!user) throw new Error('demo patient missing');
    const profile = (await get(patient, '/api/profiles/client-profiles/me/')).json<{ id: number; rut: string; phone: string }>();
    const profileId = profile.id;
    const { rows: proofs } = await sql<{ key: string }>`
      select payment_proof_key as key from booking.appointments where client_id = ${profileId} and payment_proof_key is not null`.execute(platform.database.db);

    // Her data is used and read: a contact message, a review, a psychologist's and an admin's reads.
    const contact = await platform.app.inject({ method: 'POST', url: '/api/contacto/', payload: { nombre: `${user.first_name} ${user.last_name}`, correo: EMAIL, mensaje: 'Quisiera saber cómo cambiar mi horario de sesión.' } });
    expect(contact.statusCode).toBe(201);
    const pending = (await get(patient, '/api/comments/client/pending-appointments/')).json<{ results: { id: number }[] }>().results;
    const review = await platform.app.inject({ method: 'POST', url: '/api/comments/client/submit/', headers: bearer(patient), payload: { appointment: pending[0]?.id ?? 0, rating: 5, comment: 'Muy buena sesión.' } });
    expect(review.statusCode, review.body).toBe(201);
    expect((await get(admin, '/api/profiles/admin/patients/')).statusCode).toBe(200);
    await seedNotesByOthers({ profileId, fullName: `${user.first_name} ${user.last_name}`, email: EMAIL, rut: profile.rut, phone: profile.phone });

    const needles = [
      EMAIL,
      `${user.first_name} ${user.last_name}`,
      user.last_name,
      profile.rut,
      profile.rut.replace(/\D/g, ''),
      profile.phone,
      profile.phone.replace(/\D/g, ''),
      ...proofs.map((proof) => proof.key.split('/').pop() ?? proof.key),
    ];
    // The scan finds her before the erasure: in the account, the profile, the contact message and the proofs.
    expect(await columnsHolding(needles)).toEqual(expect.arrayContaining([
      'identity.users.email', 'identity.profiles.rut', 'identity.contact_messages.email', 'identity.contact_messages.message',
      'booking.appointments.payment_proof_key', 'booking.appointment_status_changes.note', 'booking.time_off.reason',
    ]));

    // She downloads her data first: no copy of it may outlive the erasure either.
    const exported = await platform.app.inject({ method: 'POST', url: '/api/privacy/exports/', headers: bearer(patient) });
    expect(exported.statusCode).toBe(202);
    const exportId = exported.json<{ id: number }>().id;
    await eventually(async () => (await get(patient, `/api/privacy/exports/${exportId}/`)).json<{ download_url: string | null }>().download_url);
    const { rows: [zip] } = await sql<{ file_key: string }>`select file_key from identity.data_requests where id = ${exportId}`.execute(platform.database.db);
    if (!zip) throw new Error('export has no file');
    expect((await storedObjects(platform.dataDir)).some((object) => object.key.endsWith(zip.file_key))).toBe(true);

    const blocked = await platform.app.inject({ method: 'POST', url: '/api/privacy/erasure/', headers: bearer(patient), payload: { password: DEMO_PASSWORD } });
    expect(blocked.statusCode).toBe(409);
    const blocking = blocked.json<{ sessions: { id: number }[] }>().sessions;
    expect(blocking.length).toBeGreaterThan(0);
    const wrong = await platform.app.inject({ method: 'POST', url: '/api/privacy/erasure/', headers: bearer(patient), payload: { password: 'otra-cosa' } });
    expect(wrong.statusCode).toBe(400);
    for (const session of blocking) {
      const cancelled = await platform.app.inject({ method: 'PATCH', url: `/api/appointments/${session.id}/cancel/`, headers: bearer(patient), payload: {} });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }

    const accepted = await platform.app.inject({ method: 'POST', url: '/api/privacy/erasure/', headers: bearer(patient), payload: { password: DEMO_PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const requestId = accepted.json<{ id: number }>().id;
    // Signed out everywhere at once: the token she holds no longer opens anything, and she cannot log in again.
    expect((await get(patient, '/api/profiles/client-profiles/me/')).statusCode).toBe(401);
    const again = await platform.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: EMAIL, password: DEMO_PASSWORD } });
    expect(again.statusCode).not.toBe(200);

    await eventually(async () => {
      const list = (await get(admin, '/api/admin/data-requests/?kind=erasure')).json<{ results: { id: number; status: string }[] }>();
      return list.results.find((row) => row.id === requestId && row.status === 'done');
    });

    expect(await columnsHolding(needles)).toEqual([]);
    // The object store: her export and photo are gone; what is left of hers is the sealed proofs, under random keys.
    const { rows: sealed } = await sql<{ file_key: string }>`
      select file_key from booking.sealed_records where file_key is not null`.execute(platform.database.db);
    const sealedKeys = new Set(sealed.map((row) => row.file_key));
    const readable = (await storedObjects(platform.dataDir))
      .filter((object) => ![...sealedKeys].some((key) => object.key.endsWith(key)))
      .filter((object) => needles.some((needle) => `${object.key} ${object.metadata}`.toLowerCase().includes(needle.toLowerCase())));
    expect(readable).toEqual([]);
    expect((await storedObjects(platform.dataDir)).some((object) => object.key.endsWith(zip.file_key))).toBe(false);
    expect(sealedKeys.size).toBe(proofs.length);
    // Her past sessions stay in the psychologists' agendas, under 'Paciente eliminado'.
    const { rows: [past] } = await sql<{ email: string }>`
      select u.email from booking.appointments a
      join identity.profiles p on p.id = a.psychologist_id join identity.users u on u.id = p.user_id
      where a.client_id = ${profileId} and a.status = 'COMPLETED' limit 1`.execute(platform.database.db);
    if (!past) throw new Error('the demo patient has a completed session');
    const agenda = (await get(await login(platform.app, past.email), '/api/appointments/my-appointments/')).json<{ client_name: string; client: number }[]>();
    expect(agenda.filter((row) => row.client === profileId).map((row) => row.client_name)).toEqual(expect.arrayContaining(['Paciente eliminado']));
    expect(JSON.stringify(agenda)).not.toContain(user.last_name);

    // The e-mail can register again.
    const registered = await platform.app.inject({
      method: 'POST', url: '/api/auth/register/',
      payload: { email: EMAIL, username: EMAIL, password: DEMO_PASSWORD, password2: DEMO_PASSWORD, user_type: 'client', first_name: 'Camila', last_name: 'Nueva', phone_number: '+56 9 1234 0000' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
  }, 120_000);
});
