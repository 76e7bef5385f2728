import { sql, type Kysely, type Transaction } from 'kysely';
import type { IdentityDatabase } from '../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export async function insertResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('password_reset_tokens').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

/** The unused, unexpired token with the e-mail of an active account, or undefined. */
export function findUsableResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 'u.email'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

/** Marks it used only if still unused, so two concurrent resets with one token cannot both succeed. */
export async function consumeResetToken(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function invalidateOpenResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
