import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEntries, adminSession, api, appointment, assign, buildTestApp, careRelation, registerSession, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/measures/instruments/', () => {
  it('gives PHQ-9 and GAD-7 with their items, options 0–3, bands and source', async () => {
    const response = await api(t, null, 'GET', '/api/measures/instruments/');
    expect(response.statusCode).toBe(200);
    const [phq9, gad7] = response.json<{ results: { id: string; items: string[]; options: { value: number }[]; bands: unknown[]; safety_item: number | null; source: string }[] }>().results;
    expect(phq9).toMatchObject({ id: 'phq9', safety_item: 8 });
    expect(phq9?.items).toHaveLength(9);
    expect(phq9?.source).toContain('Baader');
    expect(gad7?.items).toHaveLength(7);
    expect(gad7?.options.map((option) => option.value)).toEqual([0, 1, 2, 3]);
    expect(gad7?.bands).toHaveLength(4);
  });
});

describe('assignments', () => {
  it('lets only the patient’s psychologist assign, once per instrument, and end it', async () => {
    const { psychologist, patient } = await careRelation(t);
    const stranger = await registerSession(t.app, 'psychologist');
    const body = { patient: patient.profileId, instrument: 'phq9', schedule: 'every_2_weeks' };

    expect((await api(t, stranger, 'POST', '/api/measures/assignments/', body)).statusCode).toBe(404);
    expect((await api(t, patient, 'POST', '/api/measures/assignments/', body)).statusCode).toBe(403);
    expect((await api(t, await adminSession(t.app), 'POST', '/api/measures/assignments/', body)).statusCode).toBe(403);

    const created = await api(t, psychologist, 'POST', '/api/measures/assignments/', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ patient: patient.profileId, instrument: 'phq9', schedule: 'every_2_weeks', schedule_display: 'Cada 2 semanas' });

    const twice = await api(t, psychologist, 'POST', '/api/measures/assignments/', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'conflict', detail: 'Este cuestionario ya está asignado a este paciente' });

    const id = created.json<{ id: number }>().id;
    expect((await api(t, stranger, 'DELETE', `/api/measures/assignments/${id}/`)).statusCode).toBe(404);
    expect((await api(t, psychologist, 'DELETE', `/api/measures/assignments/${id}/`)).statusCode).toBe(204);
    expect((await api(t, psychologist, 'DELETE', `/api/measures/assignments/${id}/`)).statusCode).toBe(404);
    // Ended, it can be assigned again.
    expect((await api(t, psychologist, 'POST', '/api/measures/assignments/', body)).statusCode).toBe(201);
  });

  it('refuses a patient whose only session was cancelled', async () => {
    const psychologist = await registerSession(t.app, 'psychologist');
    const patient = await registerSession(t.app, 'client');
    await appointment(t, patient, psychologist, 48, 'CANCELLED');
    const response = await api(t, psychologist, 'POST', '/api/measures/assignments/', { patient: patient.profileId, instrument: 'gad7', schedule: 'once' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', detail: 'Paciente no encontrado entre tus pacientes' });
  });

  it('answers bad input with Spanish field errors', async () => {
    const { psychologist, patient } = await careRelation(t);
    const response = await api(t, psychologist, 'POST', '/api/measures/assignments/', { patient: patient.profileId, instrument: 'bdi', schedule: 'daily' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('El cuestionario debe ser');
    expect(JSON.stringify(response.json())).toContain('La frecuencia debe ser');
  });
});

describe('pending, responses and history', () => {
  it('scores on the server, refuses bad answers, answers once per due date, and shows the psychologist the history (recorded)', async () => {
    const { psychologist, patient } = await careRelation(t);
    const other = await registerSession(t.app, 'client');
    const id = await assign(t, psychologist, patient, 'gad7', 'once');

    const pending = await api(t, patient, 'GET', '/api/measures/pending/');
    expect(pending.json()).toMatchObject({ results: [{ assignment: id, instrument: 'gad7', instrument_name: 'GAD-7', psychologist_name: 'Valentina Rojas' }] });
    expect((await api(t, other, 'GET', '/api/measures/pending/')).json()).toEqual({ results: [] });

    const wrongCount = await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [1, 2] });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json()).toEqual({ code: 'invalid_request', answers: ['Debes responder las 7 preguntas del cuestionario'] });
    const outOfRange = await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 1, 2, 3, 4, 0, 0] });
    expect(outOfRange.json()).toEqual({ code: 'invalid_request', answers: ['Cada respuesta debe ser un número entero entre 0 y 3'] });
    const notYours = await api(t, other, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0] });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ code: 'not_found', detail: 'Este cuestionario no está asignado a ti' });
    expect((await api(t, psychologist, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0] })).statusCode).toBe(403);

    const answered = await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [2, 2, 2, 2, 2, 0, 0] });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toEqual({ score: 10, severity: 'moderate', severity_label: 'Moderada', safety_alert: false });
    const again = await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', detail: 'Ya respondiste este cuestionario para esta fecha' });
    expect((await api(t, patient, 'GET', '/api/measures/pending/')).json()).toEqual({ results: [] });
    expect((await api(t, patient, 'GET', '/api/measures/mine/')).json()).toMatchObject({ results: [{ instrument: 'gad7', score: 10 }] });

    const history = await api(t, psychologist, 'GET', `/api/measures/patients/${patient.profileId}/`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ patient: patient.profileId, responses: [{ score: 10, severity_label: 'Moderada' }], open_flags: [] });
    expect(history.json<{ session_starts: string[] }>().session_starts).toHaveLength(1);
    expect(await accessEntries(t, 'measures', psychologist)).toHaveLength(1);

    const stranger = await registerSession(t.app, 'psychologist');
    expect((await api(t, stranger, 'GET', `/api/measures/patients/${patient.profileId}/`)).statusCode).toBe(404);
    expect((await api(t, await adminSession(t.app), 'GET', `/api/measures/patients/${patient.profileId}/`)).statusCode).toBe(403);
    expect((await api(t, patient, 'GET', `/api/measures/patients/${patient.profileId}/`)).statusCode).toBe(403);
  });

  it('before each session: due 24 hours before the session, once for two concurrent answers', async () => {
    const { psychologist, patient } = await careRelation(t);
    const id = await assign(t, psychologist, patient, 'phq9', 'before_each_session');
    // The relation's session is a week ahead: nothing is due yet.
    expect((await api(t, patient, 'GET', '/api/measures/pending/')).json()).toEqual({ results: [] });
    expect((await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] })).statusCode).toBe(409);

    t.clock.now = new Date(t.clock.now.getTime() + (24 * 6 + 1) * 3_600_000);
    expect((await api(t, patient, 'GET', '/api/measures/pending/')).json<{ results: unknown[] }>().results).toHaveLength(1);
    const answers = { assignment: id, answers: [1, 1, 1, 1, 1, 0, 0, 0, 0] };
    const both = await Promise.all([api(t, patient, 'POST', '/api/measures/responses/', answers), api(t, patient, 'POST', '/api/measures/responses/', answers)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    t.clock.now = new Date();
  });
});
