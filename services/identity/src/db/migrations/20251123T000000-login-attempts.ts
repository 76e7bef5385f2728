import { sql, type Kysely } from 'kysely';

/** Unsuccessful logins per e-mail in the current window: a success clears them, so only failures lock a person out. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table identity.login_attempts (
      email text primary key,
      attempts integer not null,
      window_started_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists identity.login_attempts`.execute(db);
}
