import { sql, type Kysely } from 'kysely';

/**
 * The adults-only rule at booking (issue 28): a patient whose intake gave a birth date under 18 is recorded here (not
 * the date: only that they were refused, and when), until they save an adult one. Booking reads the published view
 * `measures.declared_minors` and refuses their bookings with the same reason. `client_id` is an identity profile id.
 * Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table measures.minor_declarations (
      client_id integer primary key,
      declared_at timestamptz not null default now()
    )`.execute(db);
  await sql`create view measures.declared_minors as select client_id from measures.minor_declarations`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists measures.declared_minors`.execute(db);
  await sql`drop table if exists measures.minor_declarations`.execute(db);
}
