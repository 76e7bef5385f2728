import type { Message } from '@emind/contracts';
import { messagingMessages } from '@emind/domain';
import { conflict, type AuthUser } from '@emind/server-kit';
import type { MessagingContext } from '../context.ts';
import type { MessageRow } from '../db/schema.ts';
import { lockConversation, type ConversationSummary } from '../conversations/conversations.repository.ts';
import { announce, ownConversation, partyOf } from '../conversations/conversations.service.ts';
import { insertMessage, messageByKey, type AttachedFile } from './messages.repository.ts';
import { toMessage } from './message-view.ts';

export interface Outgoing {
  /** Trimmed; empty only beside a file. */
  text: string;
  /** Already in storage; removed again when the message is refused or was written before (a retry). */
  file: AttachedFile | null;
  idempotencyKey: string | null;
}

export interface Sent {
  message: Message;
  /** True when a retry found the message its key already wrote: nothing new was written. */
  replayed: boolean;
}

/** The message a key wrote, answered again only for the same conversation and text; any other use is a client's bug. */
function replayOf(existing: MessageRow, conversationId: number, outgoing: Outgoing): MessageRow {
  if (existing.conversation_id !== conversationId || existing.body !== outgoing.text) throw conflict(messagingMessages.idempotencyKeyReused);
  return existing;
}

/**
 * Writes a message once. The conversation row is locked first, so a close and a send never interleave and two sends
 * under one key wait for each other; the unique (sender, key) index settles the rest (the same key in two
 * conversations at once): the second insert writes nothing and reads the first's row.
 */
export async function sendMessage(ctx: MessagingContext, user: AuthUser, conversationId: number, outgoing: Outgoing): Promise<Sent> {
  const party = partyOf(user);
  const key = outgoing.idempotencyKey;
  let written: { conversation: ConversationSummary; row: MessageRow; replayed: boolean };
  try {
    written = await ctx.db.transaction().execute(async (trx) => {
      const conversation = await ownConversation(trx, party, conversationId);
      const locked = await lockConversation(trx, conversationId);
      const earlier = key === null ? undefined : await messageByKey(trx, party.profileId, key);
      if (earlier) return { conversation, row: replayOf(earlier, conversationId, outgoing), replayed: true };
      if (!locked?.open) throw conflict(messagingMessages.closed);
      const inserted = await insertMessage(trx, { conversationId, senderId: party.profileId, ...outgoing, at: ctx.now() });
      if (inserted) return { conversation, row: inserted, replayed: false };
      const concurrent = key === null ? undefined : await messageByKey(trx, party.profileId, key);
      if (!concurrent) throw new Error('a message was neither written nor found under its key');
      return { conversation, row: replayOf(concurrent, conversationId, outgoing), replayed: true };
    });
  } catch (error) {
    if (outgoing.file) await ctx.storage.remove(outgoing.file.key);
    throw error;
  }
  if (written.replayed && outgoing.file) await ctx.storage.remove(outgoing.file.key);
  if (!written.replayed) await announce(ctx, written.conversation);
  return { message: toMessage(written.row, party), replayed: written.replayed };
}
