import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../src/measures/reminders.ts';
import { api, appointment, assign, buildTestApp, careRelation, outboxTo, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ booking: true });
});
afterAll(async () => {
  await t.close();
});

async function sessionIds(patient: Session): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from booking.appointments where client_id = ${patient.profileId}`.execute(t.database.db);
  return rows.map((row) => row.id);
}

describe('when care ends (every session with the patient cancelled)', () => {
  it('ends the questionnaires: no reminder, nothing pending, nothing to answer, no safety mail', async () => {
    const { psychologist, patient } = await careRelation(t);
    await appointment(t, patient, psychologist, 24 * 10);
    const id = await assign(t, psychologist, patient, 'phq9', 'every_2_weeks');
    expect((await api(t, patient, 'GET', '/api/measures/pending/')).json()).toMatchObject({ results: [{ assignment: id }] });

    for (const session of await sessionIds(patient)) {
      const cancelled = await api(t, patient, 'PATCH', `/api/appointments/${session}/cancel/`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    await sendDueReminders(t.ctx);

    expect(await outboxTo(t, patient.email)).toEqual([]);
    const { rows } = await sql<{ ended_at: Date | null }>`select ended_at from measures.assignments where id = ${id}`.execute(t.database.db);
    expect(rows[0]?.ended_at).not.toBeNull();
    expect((await api(t, patient, 'GET', '/api/measures/pending/')).json()).toEqual({ results: [] });
    const answer = await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0, 0, 2] });
    expect(answer.statusCode).toBe(404);
    expect(await outboxTo(t, psychologist.email)).toEqual([]);
  });

  it('stops at once, before the job has ended the assignment', async () => {
    const { psychologist, patient } = await careRelation(t);
    const id = await assign(t, psychologist, patient, 'phq9', 'once');
    for (const session of await sessionIds(patient)) await api(t, patient, 'PATCH', `/api/appointments/${session}/cancel/`);

    expect((await api(t, patient, 'GET', '/api/measures/pending/')).json()).toEqual({ results: [] });
    expect((await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0, 0, 2] })).statusCode).toBe(404);
    expect(await outboxTo(t, psychologist.email)).toEqual([]);
  });

  it('keeps the questionnaires of a patient who still has a session left', async () => {
    const { psychologist, patient } = await careRelation(t);
    await appointment(t, patient, psychologist, 24 * 10);
    const id = await assign(t, psychologist, patient, 'gad7', 'every_2_weeks');
    const [first] = await sessionIds(patient);
    expect((await api(t, patient, 'PATCH', `/api/appointments/${first}/cancel/`)).statusCode).toBe(200);
    await sendDueReminders(t.ctx);
    expect(await outboxTo(t, patient.email)).toHaveLength(1);
    expect((await api(t, patient, 'GET', '/api/measures/pending/')).json()).toMatchObject({ results: [{ assignment: id }] });
  });
});
