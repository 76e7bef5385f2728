import type { Insertable, Kysely, Transaction } from 'kysely';
import type { IntakeRow, IntakesTable, MeasuresDatabase } from '../db/schema.ts';

type Db = Kysely<MeasuresDatabase> | Transaction<MeasuresDatabase>;

export function findIntake(db: Db, clientId: number): Promise<IntakeRow | undefined> {
  return db.selectFrom('intakes').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export function saveIntake(db: Db, row: Insertable<IntakesTable>): Promise<IntakeRow> {
  const { client_id: _key, ...changes } = row;
  return db
    .insertInto('intakes')
    .values(row)
    .onConflict((conflict) => conflict.column('client_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records that the patient was refused as a minor (booking reads it); again is a no-op. */
export async function declareMinor(db: Db, clientId: number, at: Date): Promise<void> {
  await db.insertInto('minor_declarations').values({ client_id: clientId, declared_at: at })
    .onConflict((conflict) => conflict.column('client_id').doNothing()).execute();
}

export async function clearMinorDeclaration(db: Db, clientId: number): Promise<void> {
  await db.deleteFrom('minor_declarations').where('client_id', '=', clientId).execute();
}

/**
 * Patients with a session not cancelled still ahead, no intake and no intake reminder yet: one row per patient, however
 * many sessions or psychologists they have.
 */
export async function patientsOwingIntake(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('booking.care_sessions as session')
    .select('session.client_id')
    .distinct()
    .where('session.starts_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('intakes').select('intakes.client_id').whereRef('intakes.client_id', '=', 'session.client_id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('intake_reminders').select('intake_reminders.client_id').whereRef('intake_reminders.client_id', '=', 'session.client_id'))),
    )
    .orderBy('session.client_id')
    .execute();
  return rows.map((row) => row.client_id);
}

/** Claims the patient's one intake reminder; false when another run (or instance) already did. */
export async function claimIntakeReminder(db: Db, clientId: number): Promise<boolean> {
  const row = await db
    .insertInto('intake_reminders')
    .values({ client_id: clientId })
    .onConflict((conflict) => conflict.column('client_id').doNothing())
    .returning('client_id')
    .executeTakeFirst();
  return row !== undefined;
}
