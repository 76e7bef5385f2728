import { sql, type Kysely } from 'kysely';

/**
 * What the public directory shows or lists by, from identity: names, photo and gender on the cards, the account being
 * active, and the bank data the listing rule asks for. A login (last_login_at) or a phone change notifies no one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's createChangeNotifyTriggers wrote when this ran, frozen: a migration that has run never changes.
  await sql`
    create or replace function "identity"."notify_emind_directory_changes"() returns trigger language plpgsql as $$
    begin
      perform pg_notify('emind_directory_changes', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "identity"."users" for each row execute function "identity"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "identity"."users" for each row when ((old."user_type", old."first_name", old."last_name", old."is_active") is distinct from (new."user_type", new."first_name", new."last_name", new."is_active")) execute function "identity"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "identity"."profiles" for each row execute function "identity"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "identity"."profiles" for each row when ((old."user_id", old."gender", old."profile_image", old."bank_name", old."bank_account_number", old."bank_account_owner", old."bank_account_owner_rut") is distinct from (new."user_id", new."gender", new."profile_image", new."bank_name", new."bank_account_number", new."bank_account_owner", new."bank_account_owner_rut")) execute function "identity"."notify_emind_directory_changes"()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The SQL server-kit's dropChangeNotifyTriggers wrote when this ran, frozen.
  await sql`drop trigger if exists "emind_directory_changes_rows" on "identity"."users"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "identity"."users"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_rows" on "identity"."profiles"`.execute(db);
  await sql`drop trigger if exists "emind_directory_changes_updates" on "identity"."profiles"`.execute(db);
  await sql`drop function if exists "identity"."notify_emind_directory_changes"()`.execute(db);
}
