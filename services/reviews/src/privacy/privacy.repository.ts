import type { Transaction } from 'kysely';
import type { ReviewsDatabase } from '../db/schema.ts';

type Trx = Transaction<ReviewsDatabase>;

export function moderatedBy(trx: Trx, adminUserId: number) {
  return trx
    .selectFrom('reviews')
    .select(['id as review_id', 'status', 'moderated_at'])
    .where('moderated_by_user_id', '=', adminUserId)
    .orderBy('moderated_at')
    .orderBy('id')
    .execute();
}

export async function markAuthorErased(trx: Trx, clientIds: number[]): Promise<void> {
  if (clientIds.length === 0) return;
  await trx.updateTable('reviews').set({ author_erased: true }).where('client_id', 'in', clientIds).execute();
}

/** The moderation stays (status, when); who moderated no longer points at the erased admin. */
export async function forgetModerator(trx: Trx, adminUserId: number): Promise<void> {
  await trx.updateTable('reviews').set({ moderated_by_user_id: null }).where('moderated_by_user_id', '=', adminUserId).execute();
}
