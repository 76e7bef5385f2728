import { sql, type Kysely, type Transaction } from 'kysely';
import type { IdentityDatabase } from '../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export async function insertRefreshToken(
  db: Db,
  row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: row.userId, family_id: row.familyId, token_hash: row.tokenHash, expires_at: row.expiresAt })
    .execute();
}

/** Locks the row so two concurrent refreshes of one token cannot both rotate it. */
export function lockRefreshToken(db: Transaction<IdentityDatabase>, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export async function markRotated(db: Db, id: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ rotated_at: sql`now()` }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of the user: refresh tokens revoked, and access tokens already issued void everywhere. The
 * cut-off is this process's clock, the one access tokens are stamped with.
 */
export async function endAllAccess(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await db.updateTable('users').set({ tokens_valid_after: now }).where('id', '=', userId).execute();
}

export async function familyOfToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.family_id;
}
