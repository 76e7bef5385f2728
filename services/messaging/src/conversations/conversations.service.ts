import type { Conversation, MessagePage, MessagingSettings } from '@emind/contracts';
import { ERASED_PATIENT_NAME, ERASED_PSYCHOLOGIST_NAME, MESSAGE_PAGE_SIZE, messagingMessages } from '@emind/domain';
import { forbidden, notFound, recordListAccess, type AuthUser } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { MessagingContext } from '../context.ts';
import type { MessageRow, MessagingDatabase } from '../db/schema.ts';
import { toMessage } from '../messages/message-view.ts';
import {
  answeringHours, conversationOf, conversationsOf, lastMessages, markRead, messagePage, openConversationWith, openConversations, saveAnsweringHours,
  setClosed, unreadCount, type ConversationSummary, type Party,
} from './conversations.repository.ts';

export function partyOf(user: AuthUser): Party {
  if (user.userType !== 'client' && user.userType !== 'psychologist') throw forbidden();
  return { profileId: user.profileId, role: user.userType };
}

function toConversation(row: ConversationSummary, last: MessageRow | undefined, party: Party): Conversation {
  const name = `${row.other_first_name ?? ''} ${row.other_last_name ?? ''}`.trim();
  return {
    id: row.id, with_name: name || (party.role === 'client' ? ERASED_PSYCHOLOGIST_NAME : ERASED_PATIENT_NAME), with_profile_id: row.other_profile_id, closed: !row.open, answering_hours: row.answering_hours,
    last_message: last ? toMessage(last, party) : null, unread: row.unread,
  };
}

/** A read of conversations is a read of the other people's health data: coalesced in the access log like other lists. */
async function recordReads(ctx: MessagingContext, trx: Transaction<MessagingDatabase>, user: AuthUser, rows: readonly ConversationSummary[]): Promise<void> {
  const records = rows.flatMap((row) =>
    row.other_user_id === null ? [] : [{ subjectUserId: row.other_user_id, actorUserId: user.id, actorRole: user.userType, resource: 'messages' as const }]);
  await recordListAccess(trx, 'messaging', records, ctx.now());
}

export async function listConversations(ctx: MessagingContext, user: AuthUser): Promise<Conversation[]> {
  const party = partyOf(user);
  return ctx.db.transaction().execute(async (trx) => {
    await openConversations(trx, party);
    const rows = await conversationsOf(trx, party);
    const lasts = new Map((await lastMessages(trx, rows.map((row) => row.id))).map((message) => [message.conversation_id, message]));
    await recordReads(ctx, trx, user, rows.filter((row) => lasts.has(row.id)));
    return rows.map((row) => toConversation(row, lasts.get(row.id), party));
  });
}

export async function ownConversation(trx: Transaction<MessagingDatabase>, party: Party, id: number): Promise<ConversationSummary> {
  const row = await conversationOf(trx, party, id);
  if (!row) throw notFound(messagingMessages.notFound);
  return row;
}

export async function readMessages(ctx: MessagingContext, user: AuthUser, id: number, page: { before?: number | undefined; limit?: number | undefined }): Promise<MessagePage> {
  const party = partyOf(user);
  const limit = page.limit ?? MESSAGE_PAGE_SIZE;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await ownConversation(trx, party, id);
    const rows = await messagePage(trx, id, page.before, limit);
    await recordReads(ctx, trx, user, [row]);
    return {
      conversation: toConversation(row, rows[0], party),
      messages: rows.slice(0, limit).map((message) => toMessage(message, party)),
      has_more: rows.length > limit,
    };
  });
}

/** Tells both people's sockets, on any instance, that the conversation changed; they read it again. */
export const announce = (ctx: MessagingContext, row: Pick<ConversationSummary, 'id' | 'client_id' | 'psychologist_id'>): Promise<void> =>
  ctx.live.changed(row.id, [row.client_id, row.psychologist_id]);

export async function markConversationRead(ctx: MessagingContext, user: AuthUser, id: number, upTo: number): Promise<{ unread: number }> {
  const party = partyOf(user);
  const { row, marked } = await ctx.db.transaction().execute(async (trx) => {
    const row = await ownConversation(trx, party, id);
    return { row, marked: await markRead(trx, id, party.profileId, upTo, ctx.now()) };
  });
  if (marked > 0) await announce(ctx, row);
  return { unread: await unreadCount(ctx.db, party) };
}

export async function myUnreadCount(ctx: MessagingContext, user: AuthUser): Promise<{ unread: number }> {
  return { unread: await unreadCount(ctx.db, partyOf(user)) };
}

/** The psychologist closes the conversation (readable, no new messages) or opens it again. */
export async function setMineClosed(ctx: MessagingContext, psychologist: AuthUser, id: number, closed: boolean): Promise<Conversation> {
  const party = partyOf(psychologist);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await ownConversation(trx, party, id);
    await setClosed(trx, id, closed, ctx.now());
    return ownConversation(trx, party, id);
  });
  await announce(ctx, row);
  const [last] = await lastMessages(ctx.db, [id]);
  return toConversation(row, last, party);
}

/** Finds or opens the conversation with the person of this profile id; 404 when they have never been in care together. */
export async function conversationWith(ctx: MessagingContext, user: AuthUser, otherProfileId: number): Promise<Conversation> {
  const party = partyOf(user);
  return ctx.db.transaction().execute(async (trx) => {
    const id = await openConversationWith(trx, party, otherProfileId);
    if (id === undefined) throw notFound(messagingMessages.notInCare);
    const row = await ownConversation(trx, party, id);
    const [last] = await lastMessages(trx, [id]);
    if (last) await recordReads(ctx, trx, user, [row]);
    return toConversation(row, last, party);
  });
}

export async function mySettings(ctx: MessagingContext, psychologist: AuthUser): Promise<MessagingSettings> {
  return { answering_hours: await answeringHours(ctx.db, psychologist.profileId) };
}

export async function updateSettings(ctx: MessagingContext, psychologist: AuthUser, hours: string): Promise<MessagingSettings> {
  const value = hours === '' ? null : hours;
  await saveAnsweringHours(ctx.db, psychologist.profileId, value, ctx.now());
  return { answering_hours: value };
}
