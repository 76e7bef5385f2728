import { sql, type Kysely } from 'kysely';

/**
 * What the public directory lists by (a weekly schedule) and what moves its availability label: days off and the
 * intervals appointments hold (`taken_intervals`: not cancelled). A payment step of a held appointment notifies no one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createChangeNotifyTriggers wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create or replace function "booking"."notify_emind_directory_changes"() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emind_directory_changes', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "booking"."schedule_blocks" for each row execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "booking"."schedule_blocks" for each row when (old.* is distinct from new.*) execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "booking"."time_off" for each row execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "booking"."time_off" for each row when (old.* is distinct from new.*) execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "booking"."time_off_settings" for each row execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "booking"."time_off_settings" for each row when (old.* is distinct from new.*) execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "booking"."appointments" for each row execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "booking"."appointments" for each row when ((old.psychologist_id, old.date, old.start_time, old.end_time, old.status = 'CANCELLED') is distinct from (new.psychologist_id, new.date, new.start_time, new.end_time, new.status = 'CANCELLED')) execute function "booking"."notify_emind_directory_changes"()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's dropChangeNotifyTriggers wrote when this ran, frozen.
  await sql`drop trigger if exists "emind_directory_changes_rows" on "booking"."schedule_blocks"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "booking"."schedule_blocks"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_rows" on "booking"."time_off"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "booking"."time_off"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_rows" on "booking"."time_off_settings"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "booking"."time_off_settings"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_rows" on "booking"."appointments"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "booking"."appointments"`.execute(db);
  await sql`drop function if exists "booking"."notify_emind_directory_changes"()`.execute(db);
}
