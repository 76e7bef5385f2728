import { type ExportPart, type PrivacySubject } from '@emind/server-kit';
import { privacySubjectOf } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendIntakeReminders } from '../../src/intake/intake-reminders.ts';
import { measuresPrivacyParticipant } from '../../src/privacy/measures-participant.ts';
import { api, assign, buildTestApp, careRelation, outboxTo, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let requestId = 3000;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const subjectOf = (session: Session): Promise<PrivacySubject> => privacySubjectOf(t.database.db, session.profileId, ++requestId);

const exportOf = (subject: PrivacySubject): Promise<ExportPart> => t.ctx.db.transaction().execute((trx) => measuresPrivacyParticipant.exportPart(trx, subject));
const erase = (subject: PrivacySubject): Promise<void> => t.ctx.db.transaction().execute((trx) => measuresPrivacyParticipant.erase(trx, subject, new Date()));

async function rowsAbout(patient: Session): Promise<Record<string, number>> {
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`measures.${table}`)} where client_id = ${patient.profileId}`.execute(t.database.db)).rows[0]?.n);
  return {
    intakes: await count('intakes'), intake_reminders: await count('intake_reminders'), assignments: await count('assignments'),
    responses: await count('responses'), safety_flags: await count('safety_flags'), minor_declarations: await count('minor_declarations'),
  };
}

describe('export and erasure of intake, answers and scores', () => {
  it('exports them under the documented keys, then erasure removes them and the mail about the patient', async () => {
    const { psychologist, patient } = await careRelation(t);
    await sendIntakeReminders(t.ctx);
    expect((await rowsAbout(patient)).intake_reminders).toBe(1);
    await api(t, patient, 'PUT', '/api/intake/', {
      reason: 'Duelo', previous_therapy: true, medication: 'Sertralina 50 mg', birth_date: '1992-03-04', online_consent: true,
      emergency_contact: { name: 'Ana Soto', relation: 'Madre', phone: '+56 9 1111 2222' },
    });
    const id = await assign(t, psychologist, patient, 'phq9', 'once');
    await api(t, patient, 'POST', '/api/measures/responses/', { assignment: id, answers: [1, 1, 1, 1, 1, 1, 1, 1, 1] });
    await api(t, psychologist, 'GET', `/api/measures/patients/${patient.profileId}/`);

    const part = await exportOf(await subjectOf(patient));
    expect(Object.keys(part.data).sort()).toEqual(['accesses_by_others', 'intake', 'intake_reminder_sent_at', 'questionnaire_answers', 'questionnaires_assigned', 'refused_as_minor_at', 'safety_alerts']);
    expect(part.data.intake_reminder_sent_at).toBeInstanceOf(Date);
    expect(part.data.intake).toMatchObject({ reason: 'Duelo', medication: 'Sertralina 50 mg', emergency_contact: { name: 'Ana Soto' } });
    expect(part.data.questionnaire_answers).toMatchObject([{ instrument: 'PHQ-9', answers: [1, 1, 1, 1, 1, 1, 1, 1, 1], score: 9, severity: 'Leve', safety_alert: true }]);
    expect(part.data.safety_alerts).toHaveLength(1);
    expect(part.data.accesses_by_others).toMatchObject([{ resource: 'measures' }]);
    // The psychologist's export holds none of the patient's health data.
    expect((await exportOf(await subjectOf(psychologist))).data).toMatchObject({ intake: null, questionnaire_answers: [], intake_reminder_sent_at: null });

    expect(await outboxTo(t, psychologist.email)).toHaveLength(1);
    await erase(await subjectOf(patient));
    expect(await rowsAbout(patient)).toEqual({ intakes: 0, intake_reminders: 0, assignments: 0, responses: 0, safety_flags: 0, minor_declarations: 0 });
    // The safety mail names no one, but links to the patient's page: it leaves the outbox with them.
    expect(await outboxTo(t, psychologist.email)).toHaveLength(0);
    expect(await outboxTo(t, patient.email)).toHaveLength(0);
  });

  it('exports when an intake was refused for a minor’s birth date (not the date), and erasure removes it', async () => {
    const { patient } = await careRelation(t);
    const seventeen = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await api(t, patient, 'PUT', '/api/intake/', {
      reason: 'Colegio', previous_therapy: false, medication: '', birth_date: seventeen, online_consent: true,
      emergency_contact: { name: 'Ana Soto', relation: 'Madre', phone: '+56 9 1111 2222' },
    });
    const part = await exportOf(await subjectOf(patient));
    expect(part.data).toMatchObject({ intake: null, refused_as_minor_at: expect.any(Date) });
    expect(JSON.stringify(part.data)).not.toContain(seventeen);
    await erase(await subjectOf(patient));
    expect((await rowsAbout(patient)).minor_declarations).toBe(0);
  });
});
