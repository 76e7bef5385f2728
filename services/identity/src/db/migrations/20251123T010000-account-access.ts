import { sql, type Kysely } from 'kysely';

/**
 * `identity.account_access`: whether an account may still use its access tokens. Every service's auth reads it,
 * so a deactivation or a password reset ends access everywhere, not only at the next refresh.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table identity.users add column tokens_valid_after timestamptz`.execute(db);
  await sql`
    create view identity.account_access as
    select id as user_id, is_active, tokens_valid_after from identity.users
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists identity.account_access`.execute(db);
  await sql`alter table identity.users drop column if exists tokens_valid_after`.execute(db);
}
