import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEntries, adminSession, api, assign, buildTestApp, careRelation, registerSession, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function answerItemNine(psychologist: Session, patient: Session): Promise<void> {
  const assignment = await assign(t, psychologist, patient, 'phq9', 'once');
  const response = await api(t, patient, 'POST', '/api/measures/responses/', { assignment, answers: [0, 0, 0, 0, 0, 0, 0, 0, 1] });
  if (response.statusCode !== 201) throw new Error(`answer: ${response.statusCode} ${response.body}`);
}

const flags = (session: Session | null) => api(t, session, 'GET', '/api/measures/flags/');
const count = (session: Session | null) => api(t, session, 'GET', '/api/measures/flags/count/');

describe("the psychologist's unreviewed safety flags (GET /api/measures/flags/ and …/count/)", () => {
  it('lists them with the patient, counts them, records the list read, and drops each once reviewed', async () => {
    const { psychologist, patient } = await careRelation(t);
    await answerItemNine(psychologist, patient);

    const listed = await flags(psychologist);
    expect(listed.statusCode).toBe(200);
    const [flag, ...more] = listed.json<{ results: { id: number; patient: number; patient_name: string; raised_at: string }[] }>().results;
    expect(more).toEqual([]);
    expect(flag).toMatchObject({ patient: patient.profileId, patient_name: 'Camila Soto' });
    expect((await count(psychologist)).json()).toEqual({ count: 1 });
    // A list naming patients with health data: recorded, once per patient within the hour.
    await flags(psychologist);
    expect(await accessEntries(t, 'measures_summary', psychologist)).toHaveLength(1);

    expect((await api(t, psychologist, 'POST', `/api/measures/flags/${flag!.id}/review/`)).statusCode).toBe(204);
    expect((await flags(psychologist)).json()).toEqual({ results: [] });
    expect((await count(psychologist)).json()).toEqual({ count: 0 });
  });

  it("shows another psychologist none of them, refuses patients and admins, and leaves out a patient whose care has ended", async () => {
    const { psychologist, patient } = await careRelation(t);
    await answerItemNine(psychologist, patient);
    const stranger = await registerSession(t.app, 'psychologist');
    expect((await flags(stranger)).json()).toEqual({ results: [] });
    expect((await count(stranger)).json()).toEqual({ count: 0 });
    for (const refused of [patient, await adminSession(t.app)]) {
      expect((await flags(refused)).statusCode).toBe(403);
      expect((await count(refused)).statusCode).toBe(403);
    }
    expect((await count(null)).statusCode).toBe(401);

    await sql`update booking.appointments set status = 'CANCELLED' where client_id = ${patient.profileId}`.execute(t.database.db);
    expect((await flags(psychologist)).json()).toEqual({ results: [] });
    expect((await count(psychologist)).json()).toEqual({ count: 0 });
  });
});
