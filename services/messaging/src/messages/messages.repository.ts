import type { Kysely, Transaction } from 'kysely';
import type { MessageRow, MessagingDatabase } from '../db/schema.ts';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

export interface AttachedFile {
  key: string;
  name: string;
  mime: string;
  size: number;
}

export interface NewMessageRow {
  conversationId: number;
  senderId: number;
  text: string;
  file: AttachedFile | null;
  idempotencyKey: string | null;
  at: Date;
}

/** Writes the message; undefined when the sender already wrote one under this idempotency key (the unique index). */
export async function insertMessage(db: Db, message: NewMessageRow): Promise<MessageRow | undefined> {
  return db
    .insertInto('messages')
    .values({
      conversation_id: message.conversationId, sender_profile_id: message.senderId, body: message.text, created_at: message.at,
      file_key: message.file?.key ?? null, file_name: message.file?.name ?? null, file_mime: message.file?.mime ?? null,
      file_size: message.file?.size ?? null, idempotency_key: message.idempotencyKey,
    })
    .onConflict((oc) => oc.columns(['sender_profile_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export const messageByKey = (db: Db, senderId: number, key: string): Promise<MessageRow | undefined> =>
  db.selectFrom('messages').selectAll().where('sender_profile_id', '=', senderId).where('idempotency_key', '=', key).executeTakeFirst();

export const messageIn = (db: Db, conversationId: number, messageId: number): Promise<MessageRow | undefined> =>
  db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).where('id', '=', messageId).executeTakeFirst();

/** The files of the messages a person sent (their erasure removes them from storage). */
export async function fileKeysSentBy(db: Db, senderIds: readonly number[]): Promise<string[]> {
  const rows = await db.selectFrom('messages').select('file_key').where('sender_profile_id', 'in', senderIds)
    .where('file_key', 'is not', null).execute();
  return rows.flatMap((row) => (row.file_key ? [row.file_key] : []));
}
