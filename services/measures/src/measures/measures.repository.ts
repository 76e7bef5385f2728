import type { InstrumentId, MeasureSchedule } from '@emind/domain/measures';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AssignmentRow, MeasuresDatabase, ResponseRow, ResponsesTable } from '../db/schema.ts';
import { inCare } from './care.repository.ts';

type Db = Kysely<MeasuresDatabase> | Transaction<MeasuresDatabase>;

export function insertAssignment(
  db: Db,
  row: { psychologist_id: number; client_id: number; instrument: InstrumentId; schedule: MeasureSchedule; created_at: Date },
): Promise<AssignmentRow> {
  return db.insertInto('assignments').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The assignment if it is running: not ended, and its two still in care. */
export function findRunningAssignment(db: Db, id: number): Promise<AssignmentRow | undefined> {
  return db.selectFrom('assignments').selectAll().where('id', '=', id).where('ended_at', 'is', null).where(inCare('assignments')).executeTakeFirst();
}

export async function endAssignment(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('assignments').set({ ended_at: at }).where('id', '=', id).where('ended_at', 'is', null).execute();
}

/**
 * Ends the running assignments whose care has ended (no session not cancelled left between the two), at `at`: the
 * reminder job's first step. Their answers stay in the history.
 */
export async function endAssignmentsWithoutCare(db: Db, at: Date): Promise<number> {
  const result = await db
    .updateTable('assignments')
    .set({ ended_at: at })
    .where('ended_at', 'is', null)
    .where(({ not }) => not(inCare('assignments')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Running assignments, of a patient or of everyone (the reminder job). Only while in care: between the last session's
 * cancellation and the job ending the assignment, it is neither owed nor answerable.
 */
export function runningAssignments(db: Db, filter: { clientId?: number; psychologistId?: number } = {}): Promise<AssignmentRow[]> {
  let query = db.selectFrom('assignments').selectAll().where('ended_at', 'is', null).where(inCare('assignments'));
  if (filter.clientId !== undefined) query = query.where('client_id', '=', filter.clientId);
  if (filter.psychologistId !== undefined) query = query.where('psychologist_id', '=', filter.psychologistId);
  return query.orderBy('id').execute();
}

export async function answered(db: Db, assignmentId: number, dueAt: Date): Promise<boolean> {
  const row = await db.selectFrom('responses').select('id').where('assignment_id', '=', assignmentId).where('due_at', '=', dueAt).executeTakeFirst();
  return row !== undefined;
}

export function insertResponse(db: Db, row: Insertable<ResponsesTable>): Promise<ResponseRow> {
  return db.insertInto('responses').values(row).returningAll().executeTakeFirstOrThrow();
}

export function responsesOf(db: Db, filter: { clientId: number; psychologistId?: number }): Promise<ResponseRow[]> {
  let query = db.selectFrom('responses').selectAll().where('client_id', '=', filter.clientId);
  if (filter.psychologistId !== undefined) query = query.where('psychologist_id', '=', filter.psychologistId);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** The psychologist's patients' latest response per instrument (newest answer first wins). */
export function latestResponses(db: Db, psychologistId: number, clientIds: readonly number[]): Promise<ResponseRow[]> {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('responses')
    .selectAll()
    .distinctOn(['client_id', 'instrument'])
    .where('psychologist_id', '=', psychologistId)
    .where('client_id', 'in', clientIds)
    .orderBy('client_id')
    .orderBy('instrument')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function raiseFlag(db: Db, row: { response_id: number; client_id: number; psychologist_id: number; raised_at: Date }): Promise<void> {
  await db.insertInto('safety_flags').values(row).execute();
}

export function openFlags(db: Db, psychologistId: number, clientId?: number) {
  let query = db
    .selectFrom('safety_flags')
    .select(['id', 'response_id', 'client_id', 'raised_at'])
    .where('psychologist_id', '=', psychologistId)
    .where('reviewed_at', 'is', null);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return query.orderBy('raised_at').execute();
}

/** Marks the psychologist's open flag reviewed; false when it is not theirs or already reviewed. */
export async function reviewFlag(db: Db, id: number, psychologistId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('safety_flags')
    .set({ reviewed_at: at })
    .where('id', '=', id)
    .where('psychologist_id', '=', psychologistId)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the occurrence is settled for the reminder job: answered, or its reminder already claimed (here or elsewhere). */
export async function answeredOrReminded(db: Db, assignmentId: number, dueAt: Date): Promise<boolean> {
  const settled = (table: 'responses' | 'reminders') =>
    db.selectFrom(table).select('assignment_id').where('assignment_id', '=', assignmentId).where('due_at', '=', dueAt).executeTakeFirst();
  const [response, reminder] = await Promise.all([settled('responses'), settled('reminders')]);
  return response !== undefined || reminder !== undefined;
}

/** Claims the reminder of one occurrence: true for the one caller whose insert wins, on any number of instances. */
export async function claimReminder(db: Db, assignmentId: number, dueAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('reminders')
    .values({ assignment_id: assignmentId, due_at: dueAt })
    .onConflict((conflict) => conflict.columns(['assignment_id', 'due_at']).doNothing())
    .returning('assignment_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The psychologist's open flags on patients still in their care, with the patient's name, oldest first. */
export function openFlagsInCare(db: Db, psychologistId: number) {
  return db
    .selectFrom('safety_flags')
    .innerJoin('identity.profile_directory as patient', 'patient.profile_id', 'safety_flags.client_id')
    .select(['safety_flags.id', 'safety_flags.client_id', 'safety_flags.raised_at', 'patient.user_id', 'patient.first_name', 'patient.last_name'])
    .where('safety_flags.psychologist_id', '=', psychologistId)
    .where('safety_flags.reviewed_at', 'is', null)
    .where(inCare('safety_flags'))
    .orderBy('safety_flags.raised_at')
    .orderBy('safety_flags.id')
    .execute();
}

/** How many of those there are: one indexed count, no names (the navigation asks it on every page). */
export async function openFlagCount(db: Db, psychologistId: number): Promise<number> {
  const row = await db
    .selectFrom('safety_flags')
    .select(({ fn }) => fn.countAll<string | number>().as('count'))
    .where('psychologist_id', '=', psychologistId)
    .where('reviewed_at', 'is', null)
    .where(inCare('safety_flags'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
