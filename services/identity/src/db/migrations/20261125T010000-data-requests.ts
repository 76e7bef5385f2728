import { sql, type Kysely } from 'kysely';

/**
 * Data requests (Ley 21.719): a person's exports and erasures, with the legal due date. The name and e-mail are a
 * snapshot taken at request time (the account may be erased before the request closes); an erasure clears them
 * when it closes. `privacy_requests` publishes what each service's privacy job needs, nothing more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createPrivacyTables wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create table "identity"."privacy_work" (
      request_id integer primary key,
      kind text not null check (kind in ('export', 'erasure')),
      data jsonb,
      files jsonb not null default '[]'::jsonb,
      completed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create view "identity"."privacy_parts" as select request_id, kind, data, files, completed_at from "identity"."privacy_work"`.execute(db);
  await sql`
    create table "identity"."access_log" (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      actor_user_id integer not null,
      actor_role text not null,
      resource text not null,
      resource_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index "identity_access_log_subject_idx" on "identity"."access_log" (subject_user_id, created_at desc)`.execute(db);
  await sql`create index "identity_access_log_actor_idx" on "identity"."access_log" (actor_user_id, created_at desc)`.execute(db);
  await sql`
    create function identity.refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only' using errcode = '42501';
    end $$`.execute(db);
  await sql`create trigger access_log_append_only before update or delete on "identity"."access_log" for each row execute function "identity"."refuse_access_log_change"()`.execute(db);
  await sql`create trigger access_log_no_truncate before truncate on "identity"."access_log" for each statement execute function "identity"."refuse_access_log_change"()`.execute(db);
  await sql`
    create view "identity"."access_events" as
    select id, subject_user_id, actor_user_id, actor_role, resource, resource_id, created_at from "identity"."access_log"`.execute(db);
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
  // The SQL server-kit's dropPrivacyTables wrote when this ran, frozen.
  await sql`drop view if exists "identity"."access_events"`.execute(db);
  await sql`drop table if exists "identity"."access_log"`.execute(db);
  await sql`drop function if exists identity.refuse_access_log_change()`.execute(db);
  await sql`drop view if exists "identity"."privacy_parts"`.execute(db);
  await sql`drop table if exists "identity"."privacy_work"`.execute(db);
}
