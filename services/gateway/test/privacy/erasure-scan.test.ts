import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, eventually, login, loginAdmin, usePlatform } from './privacy-journey.ts';

/**
 * Erasure across the four services: the demo patient, who has used every feature (appointments in every status,
 * a payment proof, a review, a contact message, reads of her data by a psychologist and an admin), deletes her
 * account. Then no text column of any schema holds her name, e-mail, RUT, phone or file names, except the sealed
 * records the law obliges us to keep.
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
 * Every (table, column) of the four schemas whose text holds one of `needles`. An e-mail address counts whole:
 * 'paciente@e-mind.cl' is not found inside another account's 'historial.paciente@e-mind.cl'.
 */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const { rows: columns } = await sql<TextColumn>`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema in ('identity', 'catalogue', 'booking', 'reviews')
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
    expect(await columnsHolding(needles)).toEqual(expect.arrayContaining(['identity.users.email', 'identity.profiles.rut', 'identity.contact_messages.email', 'booking.appointments.payment_proof_key']));

    // She downloads her data first: no copy of it may outlive the erasure either.
    const exported = await platform.app.inject({ method: 'POST', url: '/api/privacy/exports/', headers: bearer(patient) });
    expect(exported.statusCode).toBe(202);
    const exportId = exported.json<{ id: number }>().id;
    await eventually(async () => (await get(patient, `/api/privacy/exports/${exportId}/`)).json<{ download_url: string | null }>().download_url);

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
