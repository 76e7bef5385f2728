import { sql, type Kysely } from 'kysely';

/**
 * What a client's appointment list shows from identity: the parties' names, e-mail, photo, gender and phone, and the
 * payout accounts (bank data, an admin being active). A login (last_login_at) or a password change notifies no one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createChangeNotifyTriggers wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create or replace function "identity"."notify_emind_appointment_changes"() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emind_appointment_changes', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`create trigger "emind_appointment_changes_rows" after insert or delete on "identity"."users" for each row execute function "identity"."notify_emind_appointment_changes"()`.execute(db);
  await sql`create trigger "emind_appointment_changes_updates" after update on "identity"."users" for each row when ((old."user_type", old."first_name", old."last_name", old."email", old."is_active", old."created_at") is distinct from (new."user_type", new."first_name", new."last_name", new."email", new."is_active", new."created_at")) execute function "identity"."notify_emind_appointment_changes"()`.execute(db);
  await sql`create trigger "emind_appointment_changes_rows" after insert or delete on "identity"."profiles" for each row execute function "identity"."notify_emind_appointment_changes"()`.execute(db);
  await sql`create trigger "emind_appointment_changes_updates" after update on "identity"."profiles" for each row when (old.* is distinct from new.*) execute function "identity"."notify_emind_appointment_changes"()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's dropChangeNotifyTriggers wrote when this ran, frozen.
  await sql`drop trigger if exists "emind_appointment_changes_rows" on "identity"."users"`.execute(db);
  await sql`drop trigger if exists "emind_appointment_changes_updates" on "identity"."users"`.execute(db);
  await sql`drop trigger if exists "emind_appointment_changes_rows" on "identity"."profiles"`.execute(db);
  await sql`drop trigger if exists "emind_appointment_changes_updates" on "identity"."profiles"`.execute(db);
  await sql`drop function if exists "identity"."notify_emind_appointment_changes"()`.execute(db);
}
