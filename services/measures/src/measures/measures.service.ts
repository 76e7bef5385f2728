import type { Assignment, CreateAssignment, InstrumentDto, MeasureResponse, PatientMeasures, PendingMeasure, ScoreDto, SubmitResponse } from '@emind/contracts';
import { answersProblem, currentDueAt, instrumentIds, instruments, measureScheduleLabels, scoreAnswers, type Instrument } from '@emind/domain/measures';
import { badRequest, conflict, enqueueMail, isUniqueViolation, notFound, recordAccess, type AuthUser } from '@emind/server-kit';
import type { MeasuresContext } from '../context.ts';
import type { AssignmentRow, ResponseRow } from '../db/schema.ts';
import { fullName, person, sessionStarts, treats } from './care.repository.ts';
import { safetyAlertMail } from './measure-mails.ts';
import { measuresMessages } from './messages.ts';
import {
  answered,
  endAssignment,
  findRunningAssignment,
  insertAssignment,
  insertResponse,
  openFlags,
  raiseFlag,
  responsesOf,
  reviewFlag,
  runningAssignments,
} from './measures.repository.ts';

const toInstrumentDto = ({ safetyItem, ...instrument }: Instrument): InstrumentDto => ({
  ...instrument,
  items: [...instrument.items],
  options: [...instrument.options],
  bands: [...instrument.bands],
  safety_item: safetyItem,
});

export const instrumentList = (): InstrumentDto[] => instrumentIds.map((id) => toInstrumentDto(instruments[id]));

const iso = (value: Date | string): string => new Date(value).toISOString();

const toAssignment = (row: AssignmentRow): Assignment => ({
  id: row.id,
  patient: row.client_id,
  instrument: row.instrument,
  schedule: row.schedule,
  schedule_display: measureScheduleLabels[row.schedule],
  created_at: iso(row.created_at),
});

export const toResponse = (row: ResponseRow): MeasureResponse => {
  const band = instruments[row.instrument].bands.find((candidate) => candidate.severity === row.severity);
  return {
    id: row.id,
    instrument: row.instrument,
    due_at: iso(row.due_at),
    answered_at: iso(row.created_at),
    score: row.score,
    severity: row.severity,
    severity_label: band?.label ?? row.severity,
    safety_alert: row.safety_alert,
  };
};

async function requireTreats(ctx: MeasuresContext, psychologist: AuthUser, patientId: number): Promise<void> {
  if (!(await treats(ctx.db, psychologist.profileId, patientId))) throw notFound(measuresMessages.notYourPatient);
}

export async function createAssignment(ctx: MeasuresContext, psychologist: AuthUser, body: CreateAssignment): Promise<Assignment> {
  await requireTreats(ctx, psychologist, body.patient);
  try {
    const row = await insertAssignment(ctx.db, {
      psychologist_id: psychologist.profileId,
      client_id: body.patient,
      instrument: body.instrument,
      schedule: body.schedule,
      created_at: ctx.now(),
    });
    return toAssignment(row);
  } catch (error) {
    if (isUniqueViolation(error, 'assignments_one_running')) throw conflict(measuresMessages.alreadyAssigned);
    throw error;
  }
}

export async function deleteAssignment(ctx: MeasuresContext, psychologist: AuthUser, id: number): Promise<void> {
  const row = await findRunningAssignment(ctx.db, id);
  if (!row || row.psychologist_id !== psychologist.profileId) throw notFound(measuresMessages.assignmentNotFound);
  await endAssignment(ctx.db, id, ctx.now());
}

/** The occurrence of an assignment the patient owes now, if any and not yet answered. */
async function owedDueAt(ctx: MeasuresContext, row: AssignmentRow): Promise<Date | null> {
  const starts = row.schedule === 'before_each_session' ? await sessionStarts(ctx.db, row.psychologist_id, row.client_id) : [];
  return currentDueAt(row.schedule, new Date(row.created_at), ctx.now(), starts);
}

export async function pendingFor(ctx: MeasuresContext, patient: AuthUser): Promise<PendingMeasure[]> {
  const pending: PendingMeasure[] = [];
  for (const row of await runningAssignments(ctx.db, { clientId: patient.profileId })) {
    const due = await owedDueAt(ctx, row);
    if (!due || (await answered(ctx.db, row.id, due))) continue;
    const psychologist = await person(ctx.db, row.psychologist_id);
    pending.push({
      assignment: row.id,
      instrument: row.instrument,
      instrument_name: instruments[row.instrument].name,
      due_at: due.toISOString(),
      psychologist_name: psychologist ? fullName(psychologist) : '',
    });
  }
  return pending;
}

/**
 * Scores the answers on the server and stores them for the occurrence due now (once: the database's unique key). On the
 * safety rule, in the same transaction, the psychologist's flag and mail.
 */
export async function submitResponse(ctx: MeasuresContext, patient: AuthUser, body: SubmitResponse): Promise<ScoreDto> {
  const assignment = await findRunningAssignment(ctx.db, body.assignment);
  if (!assignment || assignment.client_id !== patient.profileId) throw notFound(measuresMessages.notAssignedToYou);
  const instrument = instruments[assignment.instrument];
  const problem = answersProblem(instrument, body.answers);
  if (problem) throw badRequest({ answers: [problem] });
  const due = await owedDueAt(ctx, assignment);
  if (!due) throw conflict(measuresMessages.notDueYet);
  const score = scoreAnswers(instrument, body.answers);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const response = await insertResponse(trx, {
        assignment_id: assignment.id,
        client_id: assignment.client_id,
        psychologist_id: assignment.psychologist_id,
        instrument: assignment.instrument,
        due_at: due,
        answers: body.answers,
        score: score.score,
        severity: score.severity,
        safety_alert: score.safety_alert,
        created_at: ctx.now(),
      });
      if (!score.safety_alert) return;
      await raiseFlag(trx, { response_id: response.id, client_id: assignment.client_id, psychologist_id: assignment.psychologist_id, raised_at: ctx.now() });
      const psychologist = await person(trx, assignment.psychologist_id);
      if (!psychologist) return;
      const mail = safetyAlertMail({ name: fullName(psychologist), email: psychologist.email }, assignment.client_id, ctx.config.publicOrigin);
      await enqueueMail(trx, 'measures', mail);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'responses_once_per_due')) throw conflict(measuresMessages.alreadyAnswered);
    throw error;
  }
  return score;
}

/** A patient's measures for their psychologist (health data: the read is recorded). */
export async function patientMeasures(ctx: MeasuresContext, psychologist: AuthUser, patientId: number): Promise<PatientMeasures> {
  await requireTreats(ctx, psychologist, patientId);
  return ctx.db.transaction().execute(async (trx) => {
    const patient = await person(trx, patientId);
    if (!patient) throw notFound(measuresMessages.notYourPatient);
    const filter = { clientId: patientId, psychologistId: psychologist.profileId };
    const result: PatientMeasures = {
      patient: patientId,
      assignments: (await runningAssignments(trx, filter)).map(toAssignment),
      responses: (await responsesOf(trx, filter)).map(toResponse),
      session_starts: (await sessionStarts(trx, psychologist.profileId, patientId)).map(iso),
      open_flags: (await openFlags(trx, psychologist.profileId, patientId)).map((flag) => ({ id: flag.id, response: flag.response_id, raised_at: iso(flag.raised_at) })),
    };
    await recordAccess(trx, 'measures', {
      subjectUserId: patient.user_id,
      actorUserId: psychologist.id,
      actorRole: psychologist.userType,
      resource: 'measures',
      resourceId: patientId,
    });
    return result;
  });
}

export async function ownMeasures(ctx: MeasuresContext, patient: AuthUser): Promise<MeasureResponse[]> {
  return (await responsesOf(ctx.db, { clientId: patient.profileId })).map(toResponse);
}

export async function markFlagReviewed(ctx: MeasuresContext, psychologist: AuthUser, id: number): Promise<void> {
  if (!(await reviewFlag(ctx.db, id, psychologist.profileId, ctx.now()))) throw notFound(measuresMessages.flagNotFound);
}
