import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookablePsychologist, buildAppWithPlatformAccount, registerUser, resetClock } from '../helpers.ts';
import { confirmedAppointment, get, patch, userIdOf } from './support.ts';

const suite = appPerFile(buildAppWithPlatformAccount, { afterEach: resetClock });

interface LogRow {
  actor_user_id: number;
  actor_role: string;
  resource: string;
  resource_id: string | null;
}
async function logOf(subjectUserId: number): Promise<LogRow[]> {
  const { rows } = await sql<LogRow>`select actor_user_id, actor_role, resource, resource_id from booking.access_events
    where subject_user_id = ${subjectUserId} order by id`.execute(suite.t.database.db);
  return rows;
}

describe("reads of a patient's data", () => {
  it('are logged per detail read and change answer (appointment, patient detail, clinical notes, payment proof), per list coalesced, never one’s own', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const stranger = await bookablePsychologist(suite.t);
    const id = await confirmedAppointment(suite.t, { client, psychologist, admin: suite.admin });
    const clientUser = await userIdOf(suite.t, client.profileId);
    const psychologistUser = await userIdOf(suite.t, psychologist.profileId);
    const adminUser = await userIdOf(suite.t, suite.admin.profileId);
    const before = (await logOf(clientUser)).length;

    // Lists are logged once per reader, patient and kind of list (resource_id null); the patient's own reads never.
    for (const [session, url] of [
      [psychologist, '/api/appointments/my-appointments/'],
      [psychologist, '/api/appointments/psychologist_patients/'],
      [suite.admin, '/api/appointments/admin-payment-verification/'],
      [client, '/api/appointments/client-appointments/'],
      [client, `/api/appointments/${id}/`],
      [client, `/api/appointments/${id}/download-payment-proof/`],
    ] as const) {
      expect((await get(suite.t, session, url)).statusCode).toBe(200);
    }
    const asPsychologist = { actor_user_id: psychologistUser, actor_role: 'psychologist' };
    const asAdmin = { actor_user_id: adminUser, actor_role: 'admin' };
    // The confirmed session is not in the admin's payment list: only the psychologist's two lists showed the patient.
    expect((await logOf(clientUser)).slice(before)).toEqual([
      { ...asPsychologist, resource: 'agenda', resource_id: null },
      { ...asPsychologist, resource: 'patient_list', resource_id: null },
    ]);
    const afterLists = (await logOf(clientUser)).length;

    // Someone else's appointment is a 404, and reads nothing, so logs nothing.
    expect((await get(suite.t, stranger, `/api/appointments/${id}/`)).statusCode).toBe(404);
    expect((await get(suite.t, stranger, `/api/appointments/${id}/download-payment-proof/`)).statusCode).toBe(404);
    expect((await get(suite.t, stranger, `/api/appointments/psychologist_patients/${client.profileId}/`)).statusCode).toBe(404);
    expect(await logOf(clientUser)).toHaveLength(afterLists);

    const detail = await get(suite.t, psychologist, `/api/appointments/${id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id, status: 'CONFIRMED', psychologist_notes: '' });
    expect((await get(suite.t, suite.admin, `/api/appointments/${id}/`)).json()).not.toHaveProperty('psychologist_notes');
    expect((await get(suite.t, psychologist, `/api/appointments/psychologist_patients/${client.profileId}/`)).statusCode).toBe(200);
    expect((await get(suite.t, suite.admin, `/api/appointments/${id}/download-payment-proof/`)).statusCode).toBe(200);
    expect((await get(suite.t, psychologist, `/api/appointments/${id}/download-payment-proof/`)).statusCode).toBe(200);
    expect((await patch(suite.t, psychologist, `/api/appointments/${id}/add-notes/`, { psychologist_notes: 'Sesión de evaluación' })).statusCode).toBe(200);
    expect((await get(suite.t, psychologist, `/api/appointments/${id}/`)).statusCode).toBe(200);
    expect((await get(suite.t, psychologist, `/api/appointments/psychologist_patients/${client.profileId}/`)).statusCode).toBe(200);

    expect((await logOf(clientUser)).slice(afterLists)).toEqual([
      { ...asPsychologist, resource: 'appointment', resource_id: String(id) },
      { ...asAdmin, resource: 'appointment', resource_id: String(id) },
      { ...asPsychologist, resource: 'patient_detail', resource_id: String(client.profileId) },
      { ...asAdmin, resource: 'payment_proof', resource_id: String(id) },
      { ...asPsychologist, resource: 'payment_proof', resource_id: String(id) },
      // The change's answer shows the notes just written.
      { ...asPsychologist, resource: 'appointment', resource_id: String(id) },
      { ...asPsychologist, resource: 'clinical_notes', resource_id: String(id) },
      { ...asPsychologist, resource: 'appointment', resource_id: String(id) },
      { ...asPsychologist, resource: 'clinical_notes', resource_id: String(id) },
      { ...asPsychologist, resource: 'patient_detail', resource_id: String(client.profileId) },
      { ...asPsychologist, resource: 'clinical_notes', resource_id: String(client.profileId) },
    ]);

    // The calendar file names the patient: a psychologist's download is a read of the appointment, the patient's is not.
    const logged = (await logOf(clientUser)).length;
    expect((await get(suite.t, client, `/api/appointments/${id}/calendar.ics`)).statusCode).toBe(200);
    expect((await get(suite.t, psychologist, `/api/appointments/${id}/calendar.ics`)).statusCode).toBe(200);
    expect((await logOf(clientUser)).slice(logged)).toEqual([{ ...asPsychologist, resource: 'appointment', resource_id: String(id) }]);
  });

  it('answer a clear Spanish 404 or 400 for an unknown or malformed appointment id, never a 5xx', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    expect((await get(suite.t, psychologist, '/api/appointments/999999/')).json()).toEqual({ code: 'not_found', detail: expect.stringMatching(/no encontrada/i) });
    const bad = await get(suite.t, psychologist, '/api/appointments/abc/');
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});

describe('booking.upcoming_sessions', () => {
  it('lists paid or confirmed sessions still ahead, and nothing else', async () => {
    const row = (status: string, hoursFromNow: number, offset: number) => sql`
      insert into booking.appointments (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status, payment_method,
        payment_amount, is_first_appointment, hold_expires_at)
      values (900001, ${900100 + offset}, (now() + make_interval(hours => ${hoursFromNow}))::date, '10:00', '11:00',
        now() + make_interval(hours => ${hoursFromNow}), now() + make_interval(hours => ${hoursFromNow + 1}), ${status}, 'transfer', 1000, false, now())
      returning id`.execute(suite.t.database.db);
    const ids: Record<string, number> = {};
    const cases: [string, string, number][] = [
      ['uploaded', 'PAYMENT_UPLOADED', 48], ['verified', 'PAYMENT_VERIFIED', 72], ['confirmed', 'CONFIRMED', 96],
      ['pending', 'PENDING_PAYMENT', 120], ['cancelled', 'CANCELLED', 144], ['pastConfirmed', 'CONFIRMED', -48], ['completed', 'COMPLETED', -72],
    ];
    for (const [index, [name, status, hours]] of cases.entries()) {
      ids[name] = ((await row(status, hours, index)).rows[0] as { id: number }).id;
    }
    const { rows } = await sql<{ id: number; client_id: number; psychologist_id: number; status: string; start_time: string; date: string }>`
      select * from booking.upcoming_sessions where psychologist_id = 900001 order by id`.execute(suite.t.database.db);
    expect(rows.map((r) => r.id)).toEqual([ids.uploaded, ids.verified, ids.confirmed]);
    expect(rows[0]).toMatchObject({ client_id: 900100, psychologist_id: 900001, status: 'PAYMENT_UPLOADED', start_time: '10:00' });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['client_id', 'date', 'id', 'psychologist_id', 'start_time', 'status']);
  });
});
