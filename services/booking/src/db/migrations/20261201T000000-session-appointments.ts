import { sql, type Kysely } from 'kysely';

/**
 * What the sessions service (the video room) reads: each appointment's two people as identity user ids, its times
 * and status, and nothing else. Frozen SQL: it never changes with the code that reads it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view booking.session_appointments as
    select a.id as appointment_id, psychologist.user_id as psychologist_user_id, client.user_id as client_user_id,
           a.starts_at, a.ends_at, a.status
    from booking.appointments a
    join identity.profile_directory psychologist on psychologist.profile_id = a.psychologist_id
    join identity.profile_directory client on client.profile_id = a.client_id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.session_appointments`.execute(db);
}
