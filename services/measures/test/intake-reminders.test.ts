import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindOfIntake, sendIntakeReminders } from '../src/intake/intake-reminders.ts';
import { api, appointment, buildTestApp, careRelation, outboxTo, registerSession, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const intake = {
  reason: 'Ansiedad en el trabajo',
  previous_therapy: false,
  medication: '',
  emergency_contact: { name: 'Pedro Soto', relation: 'Hermano', phone: '+56 9 8765 4321' },
  birth_date: '1990-05-01',
  online_consent: true,
};

describe("the 'Ficha de ingreso' reminder job", () => {
  it('mails a patient with a session ahead and no intake, with the link and no health data', async () => {
    const { patient } = await careRelation(t);
    await sendIntakeReminders(t.ctx);
    const mails = await outboxTo(t, patient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Completa tu ficha de ingreso antes de tu primera sesión');
    expect(mails[0]?.text).toContain('Hola Camila,');
    expect(mails[0]?.text).toContain('https://e-mind.test/dashboard/ficha-de-ingreso');
    // Neither the psychologist nor the session: whoever reads the mail learns only that the person uses e-mind.
    expect(mails[0]?.text).not.toContain('Valentina');
  });

  it('does not mail a patient who filled the intake', async () => {
    const { patient } = await careRelation(t);
    expect((await api(t, patient, 'PUT', '/api/intake/', intake)).statusCode).toBe(200);
    await sendIntakeReminders(t.ctx);
    expect(await outboxTo(t, patient.email)).toHaveLength(0);
  });

  it('does not mail a patient whose sessions are all cancelled or past', async () => {
    const psychologist = await registerSession(t.app, 'psychologist');
    const cancelled = await registerSession(t.app, 'client');
    await appointment(t, cancelled, psychologist, 48, 'CANCELLED');
    const past = await registerSession(t.app, 'client');
    await appointment(t, past, psychologist, -48, 'COMPLETED');
    await sendIntakeReminders(t.ctx);
    expect(await outboxTo(t, cancelled.email)).toHaveLength(0);
    expect(await outboxTo(t, past.email)).toHaveLength(0);
  });

  it('mails a patient once, across runs, sessions and psychologists', async () => {
    const { patient } = await careRelation(t);
    await sendIntakeReminders(t.ctx);
    await appointment(t, patient, await registerSession(t.app, 'psychologist'), 24 * 3);
    const { psychologist } = await careRelation(t);
    await appointment(t, patient, psychologist, 24 * 10);
    await sendIntakeReminders(t.ctx);
    expect(await outboxTo(t, patient.email)).toHaveLength(1);
  });

  it('sends one mail per patient when two instances run the job at once', async () => {
    // Several patients, so that one run still claims while the other has already listed them (on Postgres a single one
    // is often done before the second run's first query).
    const patients = [];
    for (let i = 0; i < 6; i += 1) patients.push((await careRelation(t)).patient);
    const [first, second] = await Promise.all([sendIntakeReminders(t.ctx), sendIntakeReminders(t.ctx)]);
    expect(first + second).toBe(patients.length);
    for (const patient of patients) expect(await outboxTo(t, patient.email)).toHaveLength(1);
  });

  it('sends one mail when two instances listed the same patient and claim at once', async () => {
    const { patient } = await careRelation(t);
    const claims = await Promise.all([remindOfIntake(t.ctx, patient.profileId), remindOfIntake(t.ctx, patient.profileId)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await outboxTo(t, patient.email)).toHaveLength(1);
  });
});
