import { sql, type Kysely } from 'kysely';

/** Catalogue's part of the directory and public profiles: status, prices, professional data, experiences, the video. */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createChangeNotifyTriggers wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create or replace function "catalogue"."notify_emind_directory_changes"() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emind_directory_changes', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "catalogue"."psychologists" for each row execute function "catalogue"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "catalogue"."psychologists" for each row when (old.* is distinct from new.*) execute function "catalogue"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "catalogue"."experiences" for each row execute function "catalogue"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "catalogue"."experiences" for each row when (old.* is distinct from new.*) execute function "catalogue"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "catalogue"."verification_documents" for each row execute function "catalogue"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "catalogue"."verification_documents" for each row when (old.* is distinct from new.*) execute function "catalogue"."notify_emind_directory_changes"()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's dropChangeNotifyTriggers wrote when this ran, frozen.
  await sql`drop trigger if exists "emind_directory_changes_rows" on "catalogue"."psychologists"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "catalogue"."psychologists"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_rows" on "catalogue"."experiences"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "catalogue"."experiences"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_rows" on "catalogue"."verification_documents"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "catalogue"."verification_documents"`.execute(db);
  await sql`drop function if exists "catalogue"."notify_emind_directory_changes"()`.execute(db);
}
