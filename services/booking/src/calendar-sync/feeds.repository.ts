import type { Kysely, Transaction } from 'kysely';
import type { AppointmentStatus } from '@emind/domain';
import type { BookingDatabase } from '../db/schema.ts';

type Trx = Transaction<BookingDatabase>;

/** Whether the account may still act, read in the transaction (not the auth cache). */
export async function isActiveAccount(trx: Trx, userId: number): Promise<boolean> {
  const row = await trx.selectFrom('identity.account_access').select('is_active').where('user_id', '=', userId).executeTakeFirst();
  return row?.is_active === true;
}

export async function revokeLiveFeeds(trx: Trx, userId: number, now: Date): Promise<void> {
  await trx.updateTable('calendar_feeds').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

export async function insertFeed(trx: Trx, userId: number, tokenHash: string, now: Date): Promise<Date> {
  const row = await trx.insertInto('calendar_feeds').values({ user_id: userId, token_hash: tokenHash, created_at: now }).returning('created_at').executeTakeFirstOrThrow();
  return new Date(row.created_at);
}

export async function liveFeedOf(db: Kysely<BookingDatabase>, userId: number): Promise<Date | null> {
  const row = await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

export interface FeedOwner {
  user_id: number;
  profile_id: number;
  user_type: string;
}

/**
 * Whose live feed this hash opens, if the account is still active and has not revoked its tokens since the address
 * was made (a password reset, a deactivation, an erasure: identity's `tokens_valid_after`); the directory gives the
 * profile and role.
 */
export async function ownerOfLiveFeed(db: Kysely<BookingDatabase>, tokenHash: string): Promise<FeedOwner | undefined> {
  return db
    .selectFrom('calendar_feeds as f')
    .innerJoin('identity.profile_directory as d', 'd.user_id', 'f.user_id')
    .innerJoin('identity.account_access as a', 'a.user_id', 'f.user_id')
    .select(['f.user_id', 'd.profile_id', 'd.user_type'])
    .where('f.token_hash', '=', tokenHash)
    .where('f.revoked_at', 'is', null)
    .where('a.is_active', '=', true)
    .where((eb) => eb.or([eb('a.tokens_valid_after', 'is', null), eb('f.created_at', '>=', eb.ref('a.tokens_valid_after'))]))
    .executeTakeFirst();
}

export interface FeedSessionRow {
  id: number;
  status: AppointmentStatus;
  starts_at: Date;
  ends_at: Date;
  calendar_sequence: number;
  meeting_room: string | null;
  /** The other party's account and names. */
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

/** The person's sessions not cancelled that have not ended, soonest first, with the other party's name. */
export async function upcomingSessionsOf(db: Kysely<BookingDatabase>, party: 'client_id' | 'psychologist_id', profileId: number, now: Date): Promise<FeedSessionRow[]> {
  const [own, other] = party === 'client_id' ? (['a.client_id', 'a.psychologist_id'] as const) : (['a.psychologist_id', 'a.client_id'] as const);
  const rows = await db
    .selectFrom('appointments as a')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', other)
    .select(['a.id', 'a.status', 'a.starts_at', 'a.ends_at', 'a.calendar_sequence', 'a.meeting_room', 'd.user_id', 'd.first_name', 'd.last_name'])
    .where(own, '=', profileId)
    .where('a.status', '<>', 'CANCELLED')
    .where('a.ends_at', '>', now)
    .orderBy('a.starts_at')
    .execute();
  return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }));
}

/** An erased person's subscription addresses go with the account (no record of them is needed). */
export async function deleteFeedsOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}
