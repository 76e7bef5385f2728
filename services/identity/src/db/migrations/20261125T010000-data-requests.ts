import { createPrivacyTables, dropPrivacyTables } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';

/**
 * Data requests (Ley 21.719): a person's exports and erasures, with the legal due date. The name and e-mail are a
 * snapshot taken at request time (the account may be erased before the request closes); an erasure clears them
 * when it closes. `privacy_requests` publishes what each service's privacy job needs, nothing more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createPrivacyTables(db, 'identity');
  await sql`
    create table identity.data_requests (
      id serial primary key,
      user_id integer not null,
      user_type text not null check (user_type in ('client', 'psychologist', 'admin')),
      kind text not null check (kind in ('export', 'erasure')),
      status text not null default 'pending' check (status in ('pending', 'ready', 'done', 'expired')),
      requested_at timestamptz not null default now(),
      due_at timestamptz not null,
      ready_at timestamptz,
      expires_at timestamptz,
      completed_at timestamptz,
      closed_at timestamptz,
      file_key text,
      email text not null,
      first_name text not null,
      last_name text not null
    )
  `.execute(db);
  await sql`create index data_requests_user_idx on identity.data_requests (user_id, kind, requested_at desc)`.execute(db);
  await sql`create index data_requests_open_idx on identity.data_requests (id) where closed_at is null`.execute(db);
  // One pending request of each kind per person: a second click (or a race of two) gets the first one back.
  await sql`create unique index data_requests_one_pending on identity.data_requests (user_id, kind) where status = 'pending'`.execute(db);
  await sql`
    create view identity.privacy_requests as
    select id, user_id, user_type, kind, email, first_name, last_name, closed_at from identity.data_requests
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists identity.privacy_requests`.execute(db);
  await sql`drop table if exists identity.data_requests`.execute(db);
  await dropPrivacyTables(db, 'identity');
}
