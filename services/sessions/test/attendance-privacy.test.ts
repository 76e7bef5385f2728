import type { SessionAttendance } from '@emind/contracts';
import { schemaDb, type PrivacySubject } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionsDatabase } from '../src/db/schema.ts';
import { sessionsPrivacyParticipant } from '../src/privacy/sessions-participant.ts';
import { appointment, bearer, buildTestApp, registerSession, ticketFor, type Session, type TestApp } from './helpers.ts';
import { SocketPeer } from './socket-peer.ts';

let t: TestApp;
let client: Session;
let psychologist: Session;
let otherPsychologist: Session;

beforeAll(async () => {
  t = await buildTestApp();
  [client, psychologist, otherPsychologist] = await Promise.all([
    registerSession(t.app, 'client'), registerSession(t.app, 'psychologist'), registerSession(t.app, 'psychologist'),
  ]);
});
afterAll(() => t.close());

const sessionsDb = () => schemaDb<SessionsDatabase>(t.database, 'sessions');

const userIdOf = async (session: Session): Promise<number> =>
  (await sql<{ id: number }>`select id from identity.users where email = ${session.email}`.execute(t.database.db)).rows[0]!.id;

/** The patient comes and goes once; the psychologist stays. */
async function sessionWithAttendance(): Promise<number> {
  const id = await appointment(t, client, psychologist);
  const doctor = await SocketPeer.open(t.app, id, await ticketFor(t, psychologist, id));
  await doctor.next('welcome');
  const patient = await SocketPeer.open(t.app, id, await ticketFor(t, client, id));
  await patient.next('welcome');
  patient.close();
  await doctor.next('peer');
  await doctor.next('peer');
  doctor.close();
  await doctor.closed;
  return id;
}

const attendance = (session: Session, id: number) => t.app.inject({ method: 'GET', url: `/api/sessions/${id}/attendance/`, headers: bearer(session.access) });

describe('attendance', () => {
  it("shows the appointment's psychologist who joined and left, and records the read of the patient's times", async () => {
    const id = await sessionWithAttendance();
    const response = await attendance(psychologist, id);
    expect(response.statusCode).toBe(200);
    const rows = response.json<SessionAttendance>();
    expect(rows.map((row) => row.role)).toEqual(['psychologist', 'patient']);
    expect(rows.every((row) => row.left_at === null || row.left_at >= row.joined_at)).toBe(true);
    const log = await sql<{ subject_user_id: number; resource: string; resource_id: string }>`
      select subject_user_id, resource, resource_id from sessions.access_log where actor_user_id = ${await userIdOf(psychologist)}`.execute(t.database.db);
    expect(log.rows).toEqual([{ subject_user_id: await userIdOf(client), resource: 'session_attendance', resource_id: String(id) }]);
  });

  it('is for that psychologist only: the patient is refused, another psychologist gets a 404', async () => {
    const id = await sessionWithAttendance();
    expect((await attendance(client, id)).statusCode).toBe(403);
    expect((await attendance(otherPsychologist, id)).statusCode).toBe(404);
  });
});

describe('data rights', () => {
  const subjectOf = async (session: Session, userType: PrivacySubject['userType']): Promise<PrivacySubject> => ({
    requestId: 1, userId: await userIdOf(session), userType, email: session.email, firstName: 'Valentina', lastName: 'Rojas', rut: '', phone: '',
  });

  it("exports the person's attendance and who read it; erasure removes their rows and keeps the other person's", async () => {
    const id = await sessionWithAttendance();
    await attendance(psychologist, id);
    const patient = await subjectOf(client, 'client');
    const part = await sessionsDb().transaction().execute((trx) => sessionsPrivacyParticipant.exportPart(trx, patient));
    const exported = part.data as { session_attendance: { appointment_id: number; role: string }[]; accesses_by_others: { resource: string }[] };
    expect(exported.session_attendance.filter((row) => row.appointment_id === id).map((row) => row.role)).toEqual(['patient']);
    expect(exported.accesses_by_others.map((entry) => entry.resource)).toContain('session_attendance');
    expect(Object.keys(part.data).sort()).toEqual(['accesses_by_others', 'session_attendance']);

    await sessionsDb().transaction().execute((trx) => sessionsPrivacyParticipant.erase(trx, patient, new Date()));
    const left = await sql<{ role: string }>`select role from sessions.attendance where appointment_id = ${id}`.execute(t.database.db);
    expect(left.rows.map((row) => row.role)).toEqual(['psychologist']);
    const after = await sessionsDb().transaction().execute((trx) => sessionsPrivacyParticipant.exportPart(trx, patient));
    expect((after.data as { session_attendance: unknown[] }).session_attendance).toEqual([]);
  });
});
