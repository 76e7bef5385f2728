import type { Intake, IntakeBody } from '@emind/contracts';
import { chileToday } from '@emind/domain';
import { intakeMessages, isAdult, ONLINE_CONSENT_VERSION } from '@emind/domain/measures';
import { badRequest, notFound, recordAccess, refuse, type AuthUser } from '@emind/server-kit';
import type { MeasuresContext } from '../context.ts';
import type { IntakeRow } from '../db/schema.ts';
import { person, treats } from '../measures/care.repository.ts';
import { measuresMessages } from '../measures/messages.ts';
import { clearMinorDeclaration, declareMinor, findIntake, saveIntake } from './intake.repository.ts';

const toIntake = (row: IntakeRow): Intake => ({
  patient: row.client_id,
  reason: row.reason,
  previous_therapy: row.previous_therapy,
  medication: row.medication,
  emergency_contact: { name: row.emergency_name, relation: row.emergency_relation, phone: row.emergency_phone },
  birth_date: row.birth_date,
  online_consent_version: row.online_consent_version,
  online_consent_accepted_at: new Date(row.online_consent_accepted_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function ownIntake(ctx: MeasuresContext, patient: AuthUser): Promise<Intake | null> {
  const row = await findIntake(ctx.db, patient.profileId);
  return row ? toIntake(row) : null;
}

/**
 * Saves the patient's intake. A person under 18 is refused with the reason (they book through a guardian), and that
 * refusal is recorded so booking refuses their bookings too, until they save an adult birth date.
 */
export async function putIntake(ctx: MeasuresContext, patient: AuthUser, body: IntakeBody, address: string): Promise<Intake> {
  const now = ctx.now();
  // A birthday turns at midnight in Chile.
  if (body.birth_date > chileToday(now)) throw badRequest({ birth_date: [intakeMessages.invalidBirthDate] });
  if (!isAdult(body.birth_date, chileToday(now))) {
    await declareMinor(ctx.db, patient.profileId, now);
    throw badRequest({ birth_date: [intakeMessages.underage] });
  }
  const row = await ctx.db.transaction().execute(async (trx) => {
    await clearMinorDeclaration(trx, patient.profileId);
    return saveIntake(trx, {
      client_id: patient.profileId,
      reason: body.reason,
      previous_therapy: body.previous_therapy,
      medication: body.medication,
      emergency_name: body.emergency_contact.name,
      emergency_relation: body.emergency_contact.relation,
      emergency_phone: body.emergency_contact.phone,
      birth_date: body.birth_date,
      online_consent_version: ONLINE_CONSENT_VERSION,
      online_consent_accepted_at: now,
      online_consent_address: address,
      updated_at: now,
    });
  });
  return toIntake(row);
}

/** The patient's intake for a psychologist who treats them (health data: the read is recorded). */
export async function patientIntake(ctx: MeasuresContext, psychologist: AuthUser, patientId: number): Promise<Intake> {
  if (!(await treats(ctx.db, psychologist.profileId, patientId))) throw notFound(measuresMessages.notYourPatient);
  return ctx.db.transaction().execute(async (trx) => {
    const [row, patient] = [await findIntake(trx, patientId), await person(trx, patientId)];
    if (!row || !patient) throw refuse(404, 'intake_not_filled');
    await recordAccess(trx, 'measures', {
      subjectUserId: patient.user_id,
      actorUserId: psychologist.id,
      actorRole: psychologist.userType,
      resource: 'intake',
      resourceId: patientId,
    });
    return toIntake(row);
  });
}
