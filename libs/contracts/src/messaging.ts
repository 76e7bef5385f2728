import { ANSWERING_HOURS_MAX_CHARS, IDEMPOTENCY_KEY_PATTERN, MESSAGE_MAX_CHARS, MESSAGE_PAGE_MAX, messagingMessages } from '@emind/domain';
import { z } from 'zod';
import { MAX_RECORD_ID, recordId, text } from './common.ts';

/** Secure messages (`/api/messages/…`, messaging service, issue 41): see docs/messaging.md. */

const instant = z.string().describe('ISO 8601 instant');

/** A file sent with a message: read through `url` (the two people only). */
export const messageAttachmentSchema = z.object({
  name: z.string(),
  size: z.number().describe('bytes'),
  mime: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  url: z.string().describe('GET it with the bearer token'),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.number(),
  mine: z.boolean(),
  /** Empty when the message is only a file. */
  text: z.string(),
  attachment: messageAttachmentSchema.nullable(),
  sent_at: instant,
  /** When the other person read it ('Visto'); null until then. */
  read_at: instant.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.number(),
  /** The other person: the patient for the psychologist, the psychologist for the patient. */
  with_name: z.string(),
  with_profile_id: z.number(),
  /** Closed by the psychologist or because care ended: readable, no new messages. */
  closed: z.boolean(),
  /** The psychologist's answering hours (shown to the patient), or null. */
  answering_hours: z.string().nullable(),
  last_message: messageSchema.nullable(),
  unread: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsSchema = z.array(conversationSchema);

export const messagePageSchema = z.object({ conversation: conversationSchema, messages: z.array(messageSchema), has_more: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messagePageQuery = z.object({
  before: z.coerce.number({ error: messagingMessages.badBefore }).int(messagingMessages.badBefore).positive(messagingMessages.badBefore)
    .max(Number.MAX_SAFE_INTEGER, messagingMessages.badBefore).optional(),
  limit: z.coerce.number({ error: messagingMessages.badLimit }).int(messagingMessages.badLimit).min(1, messagingMessages.badLimit)
    .max(MESSAGE_PAGE_MAX, messagingMessages.badLimit).optional(),
});

export const newMessageBody = z.object({
  text: text().trim().min(1, messagingMessages.empty).max(MESSAGE_MAX_CHARS, messagingMessages.tooLong),
});
export type NewMessage = z.infer<typeof newMessageBody>;

/** The text beside a file (multipart field `text`): may be empty. */
export const attachmentTextField = text().trim().max(MESSAGE_MAX_CHARS, messagingMessages.tooLong);

/** `Idempotency-Key`: the client's name for one send; a retry with it answers the message already written. */
export const sendMessageHeaders = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, messagingMessages.badIdempotencyKey).optional(),
});

export const readConversationBody = z.object({
  up_to: z.number({ error: messagingMessages.badUpTo }).int(messagingMessages.badUpTo).positive(messagingMessages.badUpTo)
    .max(Number.MAX_SAFE_INTEGER, messagingMessages.badUpTo),
});
export type ReadConversation = z.infer<typeof readConversationBody>;

export const openConversationBody = z.object({
  with: z.number({ error: messagingMessages.badWith }).int(messagingMessages.badWith).positive(messagingMessages.badWith)
    .max(MAX_RECORD_ID, messagingMessages.badWith),
});
export type OpenConversation = z.infer<typeof openConversationBody>;

export const conversationPatchBody = z.object({ closed: z.boolean({ error: messagingMessages.badClosed }) });
export type ConversationPatch = z.infer<typeof conversationPatchBody>;

export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const messagingSettingsBody = z.object({
  answering_hours: text().trim().max(ANSWERING_HOURS_MAX_CHARS, messagingMessages.hoursTooLong),
});
export const messagingSettingsSchema = z.object({ answering_hours: z.string().nullable() });
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

export const conversationParams = z.object({ id: recordId() });
export const attachmentParams = z.object({ id: recordId(), message: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** POST /api/messages/ticket/: opens the live socket once, within 60 s. */
export const messagingTicketSchema = z.object({ ticket: z.string() });
export type MessagingTicket = z.infer<typeof messagingTicketSchema>;
export const messagingSocketQuery = z.object({ ticket: z.string().max(200) });

/** What the live socket sends: a conversation changed; the page reads it again through the API. */
export const messagingLiveEventSchema = z.object({ type: z.literal('changed'), conversation: z.number() });
export type MessagingLiveEvent = z.infer<typeof messagingLiveEventSchema>;
