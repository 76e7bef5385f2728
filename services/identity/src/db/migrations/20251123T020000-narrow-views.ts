import { sql, type Kysely } from 'kysely';

/**
 * Published views carry only what their readers use: `profile_directory` loses bank data, RUT and phone (bank
 * data stays in `payout_accounts`; RUT and phone move to `profile_contacts`, read only where a screen shows them);
 * `user_directory` had no reader left.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop view identity.user_directory`.execute(db);
  await sql`drop view identity.profile_directory`.execute(db);
  await sql`
    create view identity.profile_directory as
    select p.id as profile_id, u.id as user_id, u.user_type, u.first_name, u.last_name, u.email, u.is_active,
           p.profile_image, p.gender, p.region, p.city, u.created_at
    from identity.users u join identity.profiles p on p.user_id = u.id
  `.execute(db);
  await sql`
    create view identity.profile_contacts as
    select p.id as profile_id, p.rut, p.phone from identity.profiles p
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view identity.profile_contacts`.execute(db);
  await sql`drop view identity.profile_directory`.execute(db);
  await sql`
    create view identity.profile_directory as
    select p.id as profile_id, u.id as user_id, u.user_type, u.first_name, u.last_name, u.email, u.is_active,
           p.profile_image, p.gender, p.rut, p.phone, p.region, p.city, u.created_at,
           p.bank_name, p.bank_account_type, p.bank_account_number, p.bank_account_owner,
           p.bank_account_owner_rut, p.bank_account_owner_email
    from identity.users u join identity.profiles p on p.user_id = u.id
  `.execute(db);
  await sql`
    create view identity.user_directory as
    select u.id, u.user_type, u.first_name, u.last_name, u.email, u.is_active, p.profile_image
    from identity.users u left join identity.profiles p on p.user_id = u.id
  `.execute(db);
}
