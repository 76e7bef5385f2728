import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookablePsychologist, buildAppWithAdmin, clock, NOW, registerUser, resetClock, type Session } from '../helpers.ts';
import { confirmedAppointment, get, userIdOf } from './support.ts';

const suite = appPerFile(buildAppWithAdmin, { afterEach: resetClock });

interface LogRow {
  actor_user_id: number;
  resource: string;
  resource_id: string | null;
}
async function logOf(subjectUserId: number, resource?: string): Promise<LogRow[]> {
  const { rows } = await sql<LogRow>`select actor_user_id, resource, resource_id from booking.access_log
    where subject_user_id = ${subjectUserId} and (${resource ?? null}::text is null or resource = ${resource ?? null}) order by id`.execute(suite.t.database.db);
  return rows;
}

const SESSION_DAY = '2026-06-02';

async function patientOfNewPsychologist(): Promise<{ psychologist: Session; client: Session; clientUser: number; id: number }> {
  const psychologist = await bookablePsychologist(suite.t);
  const client = await registerUser(suite.t.app, 'client');
  const id = await confirmedAppointment(suite.t, { client, psychologist, admin: suite.admin }, { date: SESSION_DAY, start_time: '15:00', end_time: '16:00' });
  return { psychologist, client, clientUser: await userIdOf(suite.t, client.profileId), id };
}

describe('list reads of patients’ data', () => {
  it('are recorded for every patient shown, at any filter: agenda, home, patients, payments, time-off stranded list', async () => {
    const { psychologist, clientUser, client } = await patientOfNewPsychologist();
    const psychologistUser = await userIdOf(suite.t, psychologist.profileId);
    const adminUser = await userIdOf(suite.t, suite.admin.profileId);
    const timeOff = await suite.t.app.inject({
      method: 'POST', url: '/api/schedules/time-off/', headers: { authorization: `Bearer ${psychologist.access}` },
      payload: { starts_on: SESSION_DAY, ends_on: SESSION_DAY, reason: 'Congreso' },
    });
    expect(timeOff.json()).toMatchObject({ stranded: [{ client_name: expect.any(String) }] });
    for (const [session, url] of [
      [psychologist, `/api/appointments/my-appointments/?status=CONFIRMED&start_date=${SESSION_DAY}`],
      [psychologist, '/api/appointments/psychologist-stats/'],
      [psychologist, `/api/appointments/psychologist_patients/?search=${encodeURIComponent(client.email)}`],
      [psychologist, '/api/schedules/time-off/'],
      [suite.admin, '/api/appointments/admin-payment-verification/?status=CONFIRMED'],
    ] as const) {
      expect((await get(suite.t, session, url)).statusCode).toBe(200);
    }
    const listEntries = (await logOf(clientUser)).filter((row) => row.resource_id === null);
    expect(listEntries).toEqual([
      { actor_user_id: psychologistUser, resource: 'time_off_list', resource_id: null },
      { actor_user_id: psychologistUser, resource: 'agenda', resource_id: null },
      { actor_user_id: psychologistUser, resource: 'patient_list', resource_id: null },
      { actor_user_id: adminUser, resource: 'payment_verification', resource_id: null },
    ]);
  });

  it('coalesce within the hour window, and write a new entry in the next window', async () => {
    const { psychologist, clientUser } = await patientOfNewPsychologist();
    for (let read = 0; read < 3; read++) expect((await get(suite.t, psychologist, '/api/appointments/my-appointments/')).statusCode).toBe(200);
    expect(await logOf(clientUser, 'agenda')).toHaveLength(1);
    clock.now = new Date(NOW.getTime() + 59 * 60_000);
    expect((await get(suite.t, psychologist, '/api/appointments/psychologist-stats/')).statusCode).toBe(200);
    expect(await logOf(clientUser, 'agenda')).toHaveLength(1);
    clock.now = new Date(NOW.getTime() + 60 * 60_000);
    expect((await get(suite.t, psychologist, '/api/appointments/my-appointments/')).statusCode).toBe(200);
    expect(await logOf(clientUser, 'agenda')).toHaveLength(2);
  });

  it('write exactly one entry for parallel reads of the same list', async () => {
    const { psychologist, clientUser } = await patientOfNewPsychologist();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(suite.t, psychologist, '/api/appointments/psychologist_patients/')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await logOf(clientUser, 'patient_list')).toHaveLength(1);
  });

  it('fail with the read when the access log cannot be written: no answer leaves without its record', async () => {
    const { psychologist, id } = await patientOfNewPsychologist();
    await sql.raw(`
      create function booking.refuse_access_log_insert() returns trigger language plpgsql as $$
      begin raise exception 'access log unavailable'; end $$`).execute(suite.t.database.db);
    await sql`create trigger refuse_insert before insert on booking.access_log for each row execute function booking.refuse_access_log_insert()`.execute(suite.t.database.db);
    try {
      for (const url of ['/api/appointments/my-appointments/', '/api/appointments/psychologist_patients/', `/api/appointments/${id}/`]) {
        const answer = await get(suite.t, psychologist, url);
        expect(answer.statusCode).toBe(500);
        expect(answer.body).not.toContain('@');
      }
    } finally {
      await sql`drop trigger refuse_insert on booking.access_log`.execute(suite.t.database.db);
      await sql`drop function booking.refuse_access_log_insert()`.execute(suite.t.database.db);
    }
    expect((await get(suite.t, psychologist, '/api/appointments/my-appointments/')).statusCode).toBe(200);
  });
});
