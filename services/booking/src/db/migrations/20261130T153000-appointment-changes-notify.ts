import { sql, type Kysely } from 'kysely';

/** Whatever a client's appointment list shows from booking: the appointments, any of their columns, and their history. */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createChangeNotifyTriggers wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create or replace function "booking"."notify_emind_appointment_changes"() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emind_appointment_changes', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`create trigger "emind_appointment_changes_rows" after insert or delete on "booking"."appointments" for each row execute function "booking"."notify_emind_appointment_changes"()`.execute(db);
  await sql`create trigger "emind_appointment_changes_updates" after update on "booking"."appointments" for each row when (old.* is distinct from new.*) execute function "booking"."notify_emind_appointment_changes"()`.execute(db);
  await sql`create trigger "emind_appointment_changes_rows" after insert or delete on "booking"."appointment_status_changes" for each row execute function "booking"."notify_emind_appointment_changes"()`.execute(db);
  await sql`create trigger "emind_appointment_changes_updates" after update on "booking"."appointment_status_changes" for each row when (old.* is distinct from new.*) execute function "booking"."notify_emind_appointment_changes"()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's dropChangeNotifyTriggers wrote when this ran, frozen.
  await sql`drop trigger if exists "emind_appointment_changes_rows" on "booking"."appointments"`.execute(db);
  await sql`drop trigger if exists "emind_appointment_changes_updates" on "booking"."appointments"`.execute(db);
  await sql`drop trigger if exists "emind_appointment_changes_rows" on "booking"."appointment_status_changes"`.execute(db);
  await sql`drop trigger if exists "emind_appointment_changes_updates" on "booking"."appointment_status_changes"`.execute(db);
  await sql`drop function if exists "booking"."notify_emind_appointment_changes"()`.execute(db);
}
