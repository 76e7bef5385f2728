import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConversationRow, MessageRow, MessagingDatabase } from '../db/schema.ts';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

/** Who is reading: a patient or a psychologist, by identity profile id. */
export interface Party {
  profileId: number;
  role: 'client' | 'psychologist';
}

const ownColumn = (party: Party) => (party.role === 'client' ? 'client_id' : 'psychologist_id') as 'client_id' | 'psychologist_id';
const otherColumn = (party: Party) => (party.role === 'client' ? 'psychologist_id' : 'client_id') as 'client_id' | 'psychologist_id';

/** Care: the two have a session not cancelled, past or upcoming (booking's `care_sessions`). */
const inCare = sql<boolean>`exists (select 1 from booking.care_sessions care
  where care.client_id = conversations.client_id and care.psychologist_id = conversations.psychologist_id)`;

/**
 * One conversation for each person the party is (or was) in care with, opened the first time either lists them.
 * Only missing pairs are inserted: a list that opens nothing writes nothing (no transaction id, no commit to flush).
 */
export async function openConversations(db: Db, party: Party): Promise<void> {
  await sql`insert into messaging.conversations (client_id, psychologist_id)
    select distinct care.client_id, care.psychologist_id from booking.care_sessions care
    where care.${sql.ref(ownColumn(party))} = ${party.profileId} and not exists (select 1 from messaging.conversations existing
      where existing.client_id = care.client_id and existing.psychologist_id = care.psychologist_id)
    on conflict on constraint conversations_one_per_pair do nothing`.execute(db);
}

/**
 * The pair's conversation, opened now if they are in care and have none; undefined when they have none and are not
 * in care (one statement: two concurrent opens meet on the pair's unique constraint).
 */
export async function openConversationWith(db: Db, party: Party, otherId: number): Promise<number | undefined> {
  const [clientId, psychologistId] = party.role === 'client' ? [party.profileId, otherId] : [otherId, party.profileId];
  await sql`insert into messaging.conversations (client_id, psychologist_id)
    select ${clientId}, ${psychologistId} where exists (select 1 from booking.care_sessions
      where client_id = ${clientId} and psychologist_id = ${psychologistId})
    on conflict on constraint conversations_one_per_pair do nothing`.execute(db);
  const row = await db.selectFrom('conversations').select('id')
    .where('client_id', '=', clientId).where('psychologist_id', '=', psychologistId).executeTakeFirst();
  return row?.id;
}

export interface ConversationSummary {
  id: number;
  client_id: number;
  psychologist_id: number;
  open: boolean;
  other_profile_id: number;
  other_user_id: number | null;
  other_first_name: string | null;
  other_last_name: string | null;
  answering_hours: string | null;
  unread: number;
}

function summaries(db: Db, party: Party) {
  return db
    .selectFrom('conversations')
    .leftJoin('identity.profile_directory as other', 'other.profile_id', `conversations.${otherColumn(party)}`)
    .leftJoin('settings', 'settings.psychologist_id', 'conversations.psychologist_id')
    .select([
      'conversations.id', 'conversations.client_id', 'conversations.psychologist_id', `conversations.${otherColumn(party)} as other_profile_id`,
      'other.user_id as other_user_id', 'other.first_name as other_first_name', 'other.last_name as other_last_name', 'settings.answering_hours',
      sql<boolean>`conversations.closed_at is null and ${inCare}`.as('open'),
      sql<number>`(select count(*)::int from messaging.messages unread
        where unread.conversation_id = conversations.id and unread.sender_profile_id <> ${party.profileId} and unread.read_at is null)`.as('unread'),
    ])
    .where(`conversations.${ownColumn(party)}`, '=', party.profileId);
}

export const conversationsOf = (db: Db, party: Party): Promise<ConversationSummary[]> => summaries(db, party).orderBy('conversations.id').execute();

export const conversationOf = (db: Db, party: Party, id: number): Promise<ConversationSummary | undefined> =>
  summaries(db, party).where('conversations.id', '=', id).executeTakeFirst();

/** The newest message of each conversation: one index probe each (messages_conversation_idx), however long they are. */
export async function lastMessages(db: Db, conversationIds: readonly number[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const { rows } = await sql<MessageRow>`select last.* from unnest(${[...conversationIds]}::int[]) as wanted(id)
    cross join lateral (select * from messaging.messages m where m.conversation_id = wanted.id order by m.id desc limit 1) last`.execute(db);
  return rows;
}

/** A page, newest first: `limit + 1` rows tell whether older ones remain. */
export function messagePage(db: Db, conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit + 1).execute();
}

/** The conversation, locked against a concurrent close, with whether it takes messages now. */
export async function lockConversation(trx: Transaction<MessagingDatabase>, id: number): Promise<(ConversationRow & { open: boolean }) | undefined> {
  return trx
    .selectFrom('conversations')
    .selectAll()
    .select(sql<boolean>`conversations.closed_at is null and ${inCare}`.as('open'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks the other person's messages read, up to the newest the reader was shown; how many were unread. */
export async function markRead(db: Db, conversationId: number, readerId: number, upTo: number, at: Date): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: at })
    .where('conversation_id', '=', conversationId)
    .where('sender_profile_id', '<>', readerId)
    .where('id', '<=', upTo)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Unread messages to the party across their conversations: one indexed count for the badge. */
export async function unreadCount(db: Db, party: Party): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(`conversations.${ownColumn(party)}`, '=', party.profileId)
    .where('messages.sender_profile_id', '<>', party.profileId)
    .where('messages.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Closes (keeping the first closing time) or reopens; a reopened conversation still takes messages only while in care. */
export async function setClosed(db: Db, id: number, closed: boolean, at: Date): Promise<void> {
  const closedAt = closed ? sql<Date>`coalesce(closed_at, ${at}::timestamptz)` : null;
  await db.updateTable('conversations').set({ closed_at: closedAt }).where('id', '=', id).execute();
}

export async function answeringHours(db: Db, psychologistId: number): Promise<string | null> {
  const row = await db.selectFrom('settings').select('answering_hours').where('psychologist_id', '=', psychologistId).executeTakeFirst();
  return row?.answering_hours ?? null;
}

export async function saveAnsweringHours(db: Db, psychologistId: number, hours: string | null, at: Date): Promise<void> {
  await db
    .insertInto('settings')
    .values({ psychologist_id: psychologistId, answering_hours: hours, updated_at: at })
    .onConflict((oc) => oc.column('psychologist_id').doUpdateSet({ answering_hours: hours, updated_at: at }))
    .execute();
}
