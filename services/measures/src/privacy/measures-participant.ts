import { instruments, measureScheduleLabels } from '@emind/domain/measures';
import { accessesAbout, eraseMailAbout, profileIdsOfUser, type ExportPart, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { MeasuresDatabase } from '../db/schema.ts';
import { patientDetailPath } from '../measures/measure-mails.ts';

type Trx = Transaction<MeasuresDatabase>;

async function exportPart(trx: Trx, subject: PrivacySubject): Promise<ExportPart> {
  const ids = await profileIdsOfUser(trx, subject.userId);
  if (ids.length === 0) return { data: {}, files: [] };
  const intake = await trx.selectFrom('intakes').selectAll().where('client_id', 'in', ids).executeTakeFirst();
  const responses = await trx.selectFrom('responses').selectAll().where('client_id', 'in', ids).orderBy('created_at').execute();
  const assigned = await trx.selectFrom('assignments').selectAll().where('client_id', 'in', ids).orderBy('id').execute();
  const flags = await trx.selectFrom('safety_flags').select(['response_id', 'raised_at', 'reviewed_at']).where('client_id', 'in', ids).execute();
  const intakeReminder = await trx.selectFrom('intake_reminders').select('sent_at').where('client_id', 'in', ids).executeTakeFirst();
  const minor = await trx.selectFrom('minor_declarations').select('declared_at').where('client_id', 'in', ids).executeTakeFirst();
  return {
    data: {
      intake: intake
        ? {
            reason: intake.reason,
            previous_therapy: intake.previous_therapy,
            medication: intake.medication,
            emergency_contact: { name: intake.emergency_name, relation: intake.emergency_relation, phone: intake.emergency_phone },
            birth_date: intake.birth_date,
            online_consent_version: intake.online_consent_version,
            online_consent_accepted_at: intake.online_consent_accepted_at,
            online_consent_address: intake.online_consent_address,
            updated_at: intake.updated_at,
          }
        : null,
      questionnaires_assigned: assigned.map((row) => ({
        instrument: instruments[row.instrument].name,
        schedule: measureScheduleLabels[row.schedule],
        assigned_at: row.created_at,
        ended_at: row.ended_at,
      })),
      questionnaire_answers: responses.map((row) => ({
        instrument: instruments[row.instrument].name,
        due_at: row.due_at,
        answered_at: row.created_at,
        answers: row.answers,
        score: row.score,
        severity: instruments[row.instrument].bands.find((band) => band.severity === row.severity)?.label ?? row.severity,
        safety_alert: row.safety_alert,
      })),
      safety_alerts: flags,
      intake_reminder_sent_at: intakeReminder?.sent_at ?? null,
      // When an intake was refused for a birth date under 18 (booking refuses bookings until an adult one is saved).
      refused_as_minor_at: minor?.declared_at ?? null,
      // Who read the person's intake or scores (their psychologist).
      accesses_by_others: await accessesAbout(trx, 'measures', subject.userId),
    },
    files: [],
  };
}

/**
 * A patient's intake, answers, scores, flags, reminders (of questionnaires and of the intake) and refusal as a minor are deleted (they are
 * not the clinical record, which booking seals); a psychologist's running assignments end, and the patients' answers
 * stay theirs. Mail to or about the person leaves the outbox.
 */
async function erase(trx: Trx, subject: PrivacySubject): Promise<void> {
  const ids = await profileIdsOfUser(trx, subject.userId);
  if (ids.length > 0) {
    await trx.deleteFrom('intakes').where('client_id', 'in', ids).execute();
    await trx.deleteFrom('intake_reminders').where('client_id', 'in', ids).execute();
    await trx.deleteFrom('minor_declarations').where('client_id', 'in', ids).execute();
    // Responses, flags and reminders go with their assignments (on delete cascade).
    await trx.deleteFrom('assignments').where('client_id', 'in', ids).execute();
    await trx.updateTable('assignments').set({ ended_at: new Date() }).where('psychologist_id', 'in', ids).where('ended_at', 'is', null).execute();
    // The safety mail names no one, but its link (a line of its own) leads to the patient's page: it leaves with them.
    for (const id of ids) await sql`delete from measures.mail_outbox where message->>'text' like ${`%${patientDetailPath(id)}\n%`}`.execute(trx);
  }
  await eraseMailAbout(trx, 'measures', subject);
}

export const measuresPrivacyParticipant: PrivacyParticipant<MeasuresDatabase> = { service: 'measures', exportPart, erase };
