import { sql, type Kysely } from 'kysely';

/**
 * Calendar sync: one private subscription address per person at a time. Only the token's sha256 is kept, so a
 * copy of the database does not open anyone's calendar; a revoked row stays as the record of when it stopped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking.calendar_feeds (
      id serial primary key,
      user_id integer not null,
      token_hash char(64) not null unique,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`create unique index calendar_feeds_live_idx on booking.calendar_feeds (user_id) where revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists booking.calendar_feeds`.execute(db);
}
