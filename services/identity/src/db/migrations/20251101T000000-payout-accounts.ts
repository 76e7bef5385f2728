import { sql, type Kysely } from 'kysely';

/**
 * `identity.payout_accounts`: the bank account each profile is paid to, and nothing else of the person (no
 * personal RUT, phone or address). Booking reads it to tell a client where to transfer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view identity.payout_accounts as
    select p.id as profile_id, u.user_type, u.email, u.is_active, u.created_at,
           p.bank_name, p.bank_account_type, p.bank_account_number, p.bank_account_owner,
           p.bank_account_owner_rut, p.bank_account_owner_email
    from identity.users u join identity.profiles p on p.user_id = u.id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists identity.payout_accounts`.execute(db);
}
