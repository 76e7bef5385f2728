import type { PublishedRow } from '@emind/server-kit';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { MeasuresDatabase } from '../db/schema.ts';

type Db = Kysely<MeasuresDatabase> | Transaction<MeasuresDatabase>;

/** Whether the psychologist has (or had) a session not cancelled with the patient: who may read their health data. */
export async function treats(db: Db, psychologistId: number, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('booking.care_sessions')
    .select('appointment_id')
    .where('psychologist_id', '=', psychologistId)
    .where('client_id', '=', clientId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the two on the row (an assignment, a flag) still have a session not cancelled: the care relation. When the
 * last one is cancelled, care has ended and with it the questionnaires, their reminders and the safety mail.
 */
export const inCare = (table: 'assignments' | 'safety_flags'): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from booking.care_sessions care
    where care.psychologist_id = ${sql.ref(`${table}.psychologist_id`)} and care.client_id = ${sql.ref(`${table}.client_id`)})`;

/** Which of these patients the psychologist has (or had) a session not cancelled with. */
export async function treatedAmong(db: Db, psychologistId: number, clientIds: readonly number[]): Promise<number[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('booking.care_sessions')
    .select('client_id')
    .distinct()
    .where('psychologist_id', '=', psychologistId)
    .where('client_id', 'in', clientIds)
    .execute();
  return rows.map((row) => row.client_id);
}

/** The starts of the sessions not cancelled between the two, oldest first. */
export async function sessionStarts(db: Db, psychologistId: number, clientId: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('booking.care_sessions')
    .select('starts_at')
    .where('psychologist_id', '=', psychologistId)
    .where('client_id', '=', clientId)
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => new Date(row.starts_at));
}

export type Person = Pick<PublishedRow<'identity.profile_directory'>, 'profile_id' | 'user_id' | 'first_name' | 'last_name' | 'email'>;

export function person(db: Db, profileId: number): Promise<Person | undefined> {
  return db
    .selectFrom('identity.profile_directory')
    .select(['profile_id', 'user_id', 'first_name', 'last_name', 'email'])
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
}

export function people(db: Db, profileIds: readonly number[]): Promise<Pick<Person, 'profile_id' | 'user_id'>[]> {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('identity.profile_directory').select(['profile_id', 'user_id']).where('profile_id', 'in', profileIds).execute();
}

export const fullName = (someone: Pick<Person, 'first_name' | 'last_name'>): string => `${someone.first_name} ${someone.last_name}`.trim();
