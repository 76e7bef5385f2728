import { sql, type Kysely } from 'kysely';

/**
 * reviews' share of data requests and its access log; `author_erased` marks the reviews of an erased client, shown
 * from then on as 'Paciente anónimo' (the review stays: it is part of the psychologist's public record).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createPrivacyTables wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create table "reviews"."privacy_work" (
      request_id integer primary key,
      kind text not null check (kind in ('export', 'erasure')),
      data jsonb,
      files jsonb not null default '[]'::jsonb,
      completed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create view "reviews"."privacy_parts" as select request_id, kind, data, files, completed_at from "reviews"."privacy_work"`.execute(db);
  await sql`
    create table "reviews"."access_log" (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      actor_user_id integer not null,
      actor_role text not null,
      resource text not null,
      resource_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index "reviews_access_log_subject_idx" on "reviews"."access_log" (subject_user_id, created_at desc)`.execute(db);
  await sql`create index "reviews_access_log_actor_idx" on "reviews"."access_log" (actor_user_id, created_at desc)`.execute(db);
  await sql`
    create function reviews.refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only' using errcode = '42501';
    end $$`.execute(db);
  await sql`create trigger access_log_append_only before update or delete on "reviews"."access_log" for each row execute function "reviews"."refuse_access_log_change"()`.execute(db);
  await sql`create trigger access_log_no_truncate before truncate on "reviews"."access_log" for each statement execute function "reviews"."refuse_access_log_change"()`.execute(db);
  await sql`
    create view "reviews"."access_events" as
    select id, subject_user_id, actor_user_id, actor_role, resource, resource_id, created_at from "reviews"."access_log"`.execute(db);
  await sql`alter table reviews.reviews add column author_erased boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table reviews.reviews drop column if exists author_erased`.execute(db);
  // The SQL server-kit's dropPrivacyTables wrote when this ran, frozen.
  await sql`drop view if exists "reviews"."access_events"`.execute(db);
  await sql`drop table if exists "reviews"."access_log"`.execute(db);
  await sql`drop function if exists reviews.refuse_access_log_change()`.execute(db);
  await sql`drop view if exists "reviews"."privacy_parts"`.execute(db);
  await sql`drop table if exists "reviews"."privacy_work"`.execute(db);
}
