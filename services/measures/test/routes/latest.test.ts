import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEntries, adminSession, api, appointment, assign, buildTestApp, careRelation, registerSession, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const latest = (session: Session | null, ...patients: Session[]) =>
  api(t, session, 'GET', `/api/measures/latest/?patients=${patients.map((patient) => patient.profileId).join(',')}`);

async function answer(patient: Session, assignment: number, answers: number[]): Promise<void> {
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  const response = await api(t, patient, 'POST', '/api/measures/responses/', { assignment, answers });
  if (response.statusCode !== 201) throw new Error(`answer: ${response.statusCode} ${response.body}`);
}

describe('GET /api/measures/latest/', () => {
  it('gives the psychologist the latest score per questionnaire and the open flag of the patients they treat (recorded, coalesced)', async () => {
    const { psychologist, patient } = await careRelation(t);
    const flagged = await registerSession(t.app, 'client');
    const quiet = await registerSession(t.app, 'client');
    const cancelled = await registerSession(t.app, 'client');
    await appointment(t, flagged, psychologist, 48);
    await appointment(t, quiet, psychologist, 72);
    await appointment(t, cancelled, psychologist, 96, 'CANCELLED');

    const first = await assign(t, psychologist, patient, 'phq9', 'once');
    await answer(patient, first, [1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect((await api(t, psychologist, 'DELETE', `/api/measures/assignments/${first}/`)).statusCode).toBe(204);
    await answer(patient, await assign(t, psychologist, patient, 'phq9', 'once'), [2, 2, 2, 2, 2, 1, 1, 0, 0]);
    await answer(patient, await assign(t, psychologist, patient, 'gad7', 'once'), [0, 1, 0, 1, 0, 1, 0]);
    await answer(flagged, await assign(t, psychologist, flagged, 'phq9', 'once'), [0, 0, 0, 0, 0, 0, 0, 0, 2]);

    const response = await latest(psychologist, patient, flagged, quiet, cancelled);
    expect(response.statusCode).toBe(200);
    const results = response.json<{ results: { patient: number }[] }>().results;
    expect(results).toHaveLength(2);
    expect(results.find((result) => result.patient === patient.profileId)).toMatchObject({
      open_flag: false,
      scores: [
        { instrument: 'gad7', instrument_name: 'GAD-7', score: 3, severity: 'minimal', severity_label: 'Mínima' },
        { instrument: 'phq9', instrument_name: 'PHQ-9', score: 12, severity: 'moderate', severity_label: 'Moderada' },
      ],
    });
    expect(results.find((result) => result.patient === flagged.profileId)).toMatchObject({ open_flag: true, scores: [{ instrument: 'phq9', score: 2 }] });

    // A list read: one entry per patient shown (not the quiet one) however often the agenda reloads within the hour.
    await latest(psychologist, patient, flagged, quiet);
    const entries = await accessEntries(t, 'measures_summary', psychologist);
    expect(entries).toHaveLength(2);
    expect(new Set(entries.map((entry) => entry.subject_user_id)).size).toBe(2);

    // Reviewed, the flag is no longer open.
    const detail = await api(t, psychologist, 'GET', `/api/measures/patients/${flagged.profileId}/`);
    const [flag] = detail.json<{ open_flags: { id: number }[] }>().open_flags;
    expect((await api(t, psychologist, 'POST', `/api/measures/flags/${flag!.id}/review/`)).statusCode).toBe(204);
    expect((await latest(psychologist, flagged)).json()).toMatchObject({ results: [{ patient: flagged.profileId, open_flag: false }] });
  });

  it('shows another psychologist nothing of someone else’s patient, and refuses admins and patients', async () => {
    const { psychologist, patient } = await careRelation(t);
    await answer(patient, await assign(t, psychologist, patient, 'phq9', 'once'), [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const stranger = await registerSession(t.app, 'psychologist');

    const seen = await latest(stranger, patient);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ results: [] });
    expect(await accessEntries(t, 'measures_summary', stranger)).toEqual([]);
    expect((await latest(await adminSession(t.app), patient)).statusCode).toBe(403);
    expect((await latest(patient, patient)).statusCode).toBe(403);
    expect((await latest(null, patient)).statusCode).toBe(401);
  });

  it('answers bad input with a Spanish field error', async () => {
    const psychologist = await registerSession(t.app, 'psychologist');
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    for (const query of ['', '?patients=', '?patients=abc', '?patients=1,,2', '?patients=0', '?patients=99999999999', `?patients=${tooMany}`]) {
      const response = await api(t, psychologist, 'GET', `/api/measures/latest/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual(['patients', 'code']);
    }
    expect(JSON.stringify((await api(t, psychologist, 'GET', '/api/measures/latest/?patients=abc')).json())).toContain('separados por comas');
  });
});
