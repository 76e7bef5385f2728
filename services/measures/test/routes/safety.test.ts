import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, assign, buildTestApp, careRelation, outboxTo, registerSession, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the safety rule (PHQ-9 item 9 above 0)', () => {
  it('answers safety_alert, mails the psychologist, and flags the patient until the psychologist marks it reviewed', async () => {
    const { psychologist, patient } = await careRelation(t);
    const id = await assign(t, psychologist, patient, 'phq9', 'once');

    const response = await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0, 0, 1] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ score: 1, severity: 'minimal', severity_label: 'Mínima', safety_alert: true });

    const [mail, ...more] = await outboxTo(t, psychologist.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Un paciente necesita tu atención');
    expect(mail?.text).toContain(`https://e-mind.test/psicologo/dashboard/patients/${patient.profileId}`);

    const history = await api(t, psychologist, 'GET', `/api/measures/patients/${patient.profileId}/`);
    const [flag] = history.json<{ open_flags: { id: number }[] }>().open_flags;
    expect(flag).toBeDefined();

    const stranger = await registerSession(t.app, 'psychologist');
    expect((await api(t, stranger, 'POST', `/api/measures/flags/${flag!.id}/review/`)).statusCode).toBe(404);
    expect((await api(t, patient, 'POST', `/api/measures/flags/${flag!.id}/review/`)).statusCode).toBe(403);
    expect((await api(t, psychologist, 'POST', `/api/measures/flags/${flag!.id}/review/`)).statusCode).toBe(204);
    expect((await api(t, psychologist, 'POST', `/api/measures/flags/${flag!.id}/review/`)).statusCode).toBe(404);
    expect((await api(t, psychologist, 'GET', `/api/measures/patients/${patient.profileId}/`)).json()).toMatchObject({ open_flags: [] });
  });

  it("mails only that a patient needs attention: no name, e-mail, questionnaire or item in the subject or the body", async () => {
    const { psychologist, patient } = await careRelation(t);
    const id = await assign(t, psychologist, patient, 'phq9', 'once');
    await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0, 0, 3] });

    const [mail] = await outboxTo(t, psychologist.email);
    const link = `https://e-mind.test/psicologo/dashboard/patients/${patient.profileId}`;
    expect(mail?.text).toContain(link);
    const words = `${mail?.subject}\n${mail?.text.replace(link, '')}`;
    for (const leak of ['Camila', 'Soto', patient.email, 'PHQ', 'pregunta', 'ítem', 'item', '9', 'muert', 'daño', 'lastim', 'suicid', '4141']) {
      expect(words.toLowerCase()).not.toContain(leak.toLowerCase());
    }
  });

  it('raises nothing when item 9 is 0, however high the score', async () => {
    const { psychologist, patient } = await careRelation(t);
    const id = await assign(t, psychologist, patient, 'phq9', 'once');
    const response = await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [3, 3, 3, 3, 3, 3, 3, 3, 0] });
    expect(response.json()).toEqual({ score: 24, severity: 'severe', severity_label: 'Severa', safety_alert: false });
    expect(await outboxTo(t, psychologist.email)).toEqual([]);
    expect((await api(t, psychologist, 'GET', `/api/measures/patients/${patient.profileId}/`)).json()).toMatchObject({ open_flags: [] });
  });
});
