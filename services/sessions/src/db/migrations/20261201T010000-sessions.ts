import { sql, type Kysely } from 'kysely';

/**
 * The video room (issue 27): a room per appointment (whether the patient was admitted, whether it was ended), who
 * joined and left, and the single-use tickets that open the signaling socket, kept as hashes only. Nothing said in
 * a call is stored. Frozen SQL: it never changes with the code that uses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sessions.rooms (
      appointment_id integer primary key,
      admitted_at timestamptz,
      ended_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sessions.attendance (
      id bigint generated always as identity primary key,
      appointment_id integer not null,
      user_id integer not null,
      role text not null check (role in ('patient', 'psychologist')),
      joined_at timestamptz not null default now(),
      left_at timestamptz
    )`.execute(db);
  await sql`create index attendance_appointment_idx on sessions.attendance (appointment_id, joined_at)`.execute(db);
  await sql`create index attendance_user_idx on sessions.attendance (user_id)`.execute(db);
  await sql`
    create table sessions.tickets (
      hash text primary key,
      appointment_id integer not null,
      user_id integer not null,
      role text not null check (role in ('patient', 'psychologist')),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index tickets_expires_idx on sessions.tickets (expires_at)`.execute(db);

  // The SQL server-kit's createPrivacyTables (with issue 26's list windows) wrote when this ran, frozen.
  await sql`
    create table sessions.privacy_work (
      request_id integer primary key,
      kind text not null check (kind in ('export', 'erasure')),
      data jsonb,
      files jsonb not null default '[]'::jsonb,
      completed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create view sessions.privacy_parts as select request_id, kind, data, files, completed_at from sessions.privacy_work`.execute(db);
  await sql`
    create table sessions.access_log (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      actor_user_id integer not null,
      actor_role text not null,
      resource text not null,
      resource_id text,
      created_at timestamptz not null default now(),
      window_start timestamptz
    )`.execute(db);
  await sql`create index sessions_access_log_subject_idx on sessions.access_log (subject_user_id, created_at desc)`.execute(db);
  await sql`create index sessions_access_log_actor_idx on sessions.access_log (actor_user_id, created_at desc)`.execute(db);
  await sql`
    create unique index sessions_access_log_window_idx on sessions.access_log (actor_user_id, subject_user_id, resource, window_start)
    where window_start is not null`.execute(db);
  await sql`
    create function sessions.refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only' using errcode = '42501';
    end $$`.execute(db);
  await sql`create trigger access_log_append_only before update or delete on sessions.access_log for each row execute function sessions.refuse_access_log_change()`.execute(db);
  await sql`create trigger access_log_no_truncate before truncate on sessions.access_log for each statement execute function sessions.refuse_access_log_change()`.execute(db);
  await sql`
    create view sessions.access_events as
    select id, subject_user_id, actor_user_id, actor_role, resource, resource_id, created_at from sessions.access_log`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists sessions.access_events`.execute(db);
  await sql`drop table if exists sessions.access_log`.execute(db);
  await sql`drop function if exists sessions.refuse_access_log_change()`.execute(db);
  await sql`drop view if exists sessions.privacy_parts`.execute(db);
  await sql`drop table if exists sessions.privacy_work`.execute(db);
  await sql`drop table if exists sessions.tickets`.execute(db);
  await sql`drop table if exists sessions.attendance`.execute(db);
  await sql`drop table if exists sessions.rooms`.execute(db);
}
