import { sql, type Kysely, type Transaction } from 'kysely';
import type { IdentityDatabase, NewUser, UserRow } from '../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export interface AccountRow extends UserRow {
  profile_id: number;
  phone: string | null;
  professional_title: string | null;
  gender: string | null;
}

const accountQuery = (db: Db) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .selectAll('users')
    .select(['profiles.id as profile_id', 'profiles.phone', 'profiles.professional_title', 'profiles.gender']);

export function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return accountQuery(db)
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return accountQuery(db).where('users.id', '=', id).executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUserWithProfile(
  db: Transaction<IdentityDatabase>,
  user: NewUser,
  profile: { phone: string | null; professional_title: string | null },
): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({ user_id: id, phone: profile.phone, professional_title: profile.professional_title })
    .execute();
  return id;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ last_login_at: sql`now()` }).where('id', '=', userId).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
