import { sql, type Kysely } from 'kysely';

/** catalogue's share of data requests (`privacy_work`) and its append-only log of admin reads of documents and bank data. */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createPrivacyTables wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create table "catalogue"."privacy_work" (
      request_id integer primary key,
      kind text not null check (kind in ('export', 'erasure')),
      data jsonb,
      files jsonb not null default '[]'::jsonb,
      completed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create view "catalogue"."privacy_parts" as select request_id, kind, data, files, completed_at from "catalogue"."privacy_work"`.execute(db);
  await sql`
    create table "catalogue"."access_log" (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      actor_user_id integer not null,
      actor_role text not null,
      resource text not null,
      resource_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index "catalogue_access_log_subject_idx" on "catalogue"."access_log" (subject_user_id, created_at desc)`.execute(db);
  await sql`create index "catalogue_access_log_actor_idx" on "catalogue"."access_log" (actor_user_id, created_at desc)`.execute(db);
  await sql`
    create function catalogue.refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only' using errcode = '42501';
    end $$`.execute(db);
  await sql`create trigger access_log_append_only before update or delete on "catalogue"."access_log" for each row execute function "catalogue"."refuse_access_log_change"()`.execute(db);
  await sql`create trigger access_log_no_truncate before truncate on "catalogue"."access_log" for each statement execute function "catalogue"."refuse_access_log_change"()`.execute(db);
  await sql`
    create view "catalogue"."access_events" as
    select id, subject_user_id, actor_user_id, actor_role, resource, resource_id, created_at from "catalogue"."access_log"`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's dropPrivacyTables wrote when this ran, frozen.
  await sql`drop view if exists "catalogue"."access_events"`.execute(db);
  await sql`drop table if exists "catalogue"."access_log"`.execute(db);
  await sql`drop function if exists catalogue.refuse_access_log_change()`.execute(db);
  await sql`drop view if exists "catalogue"."privacy_parts"`.execute(db);
  await sql`drop table if exists "catalogue"."privacy_work"`.execute(db);
}
