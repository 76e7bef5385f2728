import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../src/measures/reminders.ts';
import { api, assign, buildTestApp, careRelation, outboxTo, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the reminder job', () => {
  it('sends one mail per due questionnaire even when two instances run it at once, and none once answered', async () => {
    const { psychologist, patient } = await careRelation(t);
    const id = await assign(t, psychologist, patient, 'gad7', 'every_2_weeks');

    await Promise.all([sendDueReminders(t.ctx), sendDueReminders(t.ctx)]);
    const mails = await outboxTo(t, patient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tienes un cuestionario pendiente (GAD-7)');
    expect(mails[0]?.text).toContain('https://e-mind.test/dashboard/cuestionarios');

    await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [0, 0, 0, 0, 0, 0, 0] });
    t.clock.now = new Date(t.clock.now.getTime() + 14 * 86_400_000);
    await Promise.all([sendDueReminders(t.ctx), sendDueReminders(t.ctx)]);
    expect(await outboxTo(t, patient.email)).toHaveLength(2);
    t.clock.now = new Date();
  });
});
