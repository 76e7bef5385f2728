import { sql, type Kysely } from 'kysely';

/**
 * What the reviews service reads: sessions that took place (COMPLETED), with only who was in them and when.
 * client_id and psychologist_id are identity profile ids.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view booking.completed_sessions as
    select id as appointment_id, client_id, psychologist_id, date, to_char(start_time, 'HH24:MI') as start_time
    from booking.appointments where status = 'COMPLETED'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.completed_sessions`.execute(db);
}
