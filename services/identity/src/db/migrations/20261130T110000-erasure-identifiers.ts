import { sql, type Kysely } from 'kysely';

/**
 * An erasure request keeps, until it closes, the person's RUT and phone as well as their name and e-mail: each
 * service's job finds and blanks them in notes others wrote about the person, even after identity has already
 * emptied the profile. `privacy_requests` publishes them to those jobs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table identity.data_requests add column rut text not null default '', add column phone text not null default ''`.execute(db);
  await sql`
    create or replace view identity.privacy_requests as
    select id, user_id, user_type, kind, email, first_name, last_name, closed_at, rut, phone from identity.data_requests
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view identity.privacy_requests`.execute(db);
  await sql`
    create view identity.privacy_requests as
    select id, user_id, user_type, kind, email, first_name, last_name, closed_at from identity.data_requests
  `.execute(db);
  await sql`alter table identity.data_requests drop column rut, drop column phone`.execute(db);
}
