import { sql, type Kysely } from 'kysely';

/**
 * What the measures service reads (issue 28): every session not CANCELLED, with only who was in it and when it starts.
 * It says who may read a patient's health data (a psychologist with such a session) and when a questionnaire asked
 * "before each session" falls due. client_id and psychologist_id are identity profile ids.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view booking.care_sessions as
    select id as appointment_id, client_id, psychologist_id, starts_at
    from booking.appointments where status <> 'CANCELLED'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.care_sessions`.execute(db);
}
