import { sql, type Kysely } from 'kysely';

/**
 * Data rights (issue 16):
 * - booking's request parts and append-only access log (server-kit's helper);
 * - `booking.upcoming_sessions`, published to identity: the paid or confirmed sessions still ahead, which block an
 *   erasure (identity lists them to the person);
 * - `booking.sealed_records`: what a law obliges booking to keep after an erasure (payment records for tax, clinical
 *   notes under Ley 20.584), tied to no readable identity and read by no route, screen or export; the retention
 *   job deletes each row after `purge_after`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createPrivacyTables wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create table "booking"."privacy_work" (
      request_id integer primary key,
      kind text not null check (kind in ('export', 'erasure')),
      data jsonb,
      files jsonb not null default '[]'::jsonb,
      completed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create view "booking"."privacy_parts" as select request_id, kind, data, files, completed_at from "booking"."privacy_work"`.execute(db);
  await sql`
    create table "booking"."access_log" (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      actor_user_id integer not null,
      actor_role text not null,
      resource text not null,
      resource_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index "booking_access_log_subject_idx" on "booking"."access_log" (subject_user_id, created_at desc)`.execute(db);
  await sql`create index "booking_access_log_actor_idx" on "booking"."access_log" (actor_user_id, created_at desc)`.execute(db);
  await sql`
    create function booking.refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only' using errcode = '42501';
    end $$`.execute(db);
  await sql`create trigger access_log_append_only before update or delete on "booking"."access_log" for each row execute function "booking"."refuse_access_log_change"()`.execute(db);
  await sql`create trigger access_log_no_truncate before truncate on "booking"."access_log" for each statement execute function "booking"."refuse_access_log_change"()`.execute(db);
  await sql`
    create view "booking"."access_events" as
    select id, subject_user_id, actor_user_id, actor_role, resource, resource_id, created_at from "booking"."access_log"`.execute(db);
  await sql`
    create view booking.upcoming_sessions as
    select id, client_id, psychologist_id, date, to_char(start_time, 'HH24:MI') as start_time, status
    from booking.appointments
    where status in ('PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED') and starts_at > now()
  `.execute(db);
  await sql`
    create table booking.sealed_records (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      appointment_id integer not null,
      kind text not null check (kind in ('payment_record', 'clinical_note')),
      payload jsonb not null,
      file_key text,
      sealed_at timestamptz not null,
      purge_after timestamptz not null
    )
  `.execute(db);
  await sql`create index sealed_records_purge_idx on booking.sealed_records (purge_after)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists booking.sealed_records`.execute(db);
  await sql`drop view if exists booking.upcoming_sessions`.execute(db);
  // The SQL server-kit's dropPrivacyTables wrote when this ran, frozen.
  await sql`drop view if exists "booking"."access_events"`.execute(db);
  await sql`drop table if exists "booking"."access_log"`.execute(db);
  await sql`drop function if exists booking.refuse_access_log_change()`.execute(db);
  await sql`drop view if exists "booking"."privacy_parts"`.execute(db);
  await sql`drop table if exists "booking"."privacy_work"`.execute(db);
}
