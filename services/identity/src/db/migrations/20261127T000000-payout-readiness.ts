import { sql, type Kysely } from 'kysely';

/**
 * `identity.payout_readiness`: whether a profile could be paid to, without the bank data itself, so the listing rule
 * (server-kit's `isListedSql`) can run in every service that answers for a psychologist, reviews included, while only
 * booking, which tells a client where to transfer, reads `payout_accounts`. Complete = the four fields a client needs
 * to transfer (decisions.md), each present and not blank.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view identity.payout_readiness as
    select p.id as profile_id, u.user_type, u.is_active,
           coalesce(trim(p.bank_name), '') <> '' and coalesce(trim(p.bank_account_number), '') <> ''
             and coalesce(trim(p.bank_account_owner), '') <> '' and coalesce(trim(p.bank_account_owner_rut), '') <> '' as payout_complete
    from identity.users u join identity.profiles p on p.user_id = u.id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists identity.payout_readiness`.execute(db);
}
