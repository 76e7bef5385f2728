import { sql, type Kysely } from 'kysely';

/** What the public directory shows from reviews: each psychologist's rating and count, from APPROVED reviews. */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createChangeNotifyTriggers wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create or replace function "reviews"."notify_emind_directory_changes"() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emind_directory_changes', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "reviews"."reviews" for each row execute function "reviews"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "reviews"."reviews" for each row when ((old."psychologist_id", old."rating", old."status") is distinct from (new."psychologist_id", new."rating", new."status")) execute function "reviews"."notify_emind_directory_changes"()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's dropChangeNotifyTriggers wrote when this ran, frozen.
  await sql`drop trigger if exists "emind_directory_changes_rows" on "reviews"."reviews"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "reviews"."reviews"`.execute(db);
  await sql`drop function if exists "reviews"."notify_emind_directory_changes"()`.execute(db);
}
