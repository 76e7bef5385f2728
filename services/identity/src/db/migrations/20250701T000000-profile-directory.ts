import { sql, type Kysely } from 'kysely';

/**
 * `identity.profile_directory`: the one view other services read a profile's personal and bank data
 * through (catalogue's admin detail and directory, booking's payment destination).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view identity.profile_directory as
    select p.id as profile_id, u.id as user_id, u.user_type, u.first_name, u.last_name, u.email, u.is_active,
           p.profile_image, p.gender, p.rut, p.phone, p.region, p.city, u.created_at,
           p.bank_name, p.bank_account_type, p.bank_account_number, p.bank_account_owner,
           p.bank_account_owner_rut, p.bank_account_owner_email
    from identity.users u join identity.profiles p on p.user_id = u.id
  `.execute(db);
  await sql`create index if not exists users_user_type_idx on identity.users (user_type, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists identity.users_user_type_idx`.execute(db);
  await sql`drop view if exists identity.profile_directory`.execute(db);
}
