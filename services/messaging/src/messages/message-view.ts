import type { Message, MessageAttachment } from '@emind/contracts';
import type { MessageRow } from '../db/schema.ts';
import type { Party } from '../conversations/conversations.repository.ts';

const iso = (date: Date | string | null): string | null => (date === null ? null : new Date(date).toISOString());

/** Where either of the two reads a message's file. */
export const attachmentPath = (conversationId: number, messageId: number): string =>
  `/api/messages/conversations/${conversationId}/messages/${messageId}/file/`;

function attachmentOf(row: MessageRow): MessageAttachment | null {
  if (!row.file_key || !row.file_name || !row.file_size) return null;
  return { name: row.file_name, size: row.file_size, mime: row.file_mime as MessageAttachment['mime'], url: attachmentPath(row.conversation_id, row.id) };
}

export const toMessage = (row: MessageRow, party: Party): Message => ({
  id: row.id, mine: row.sender_profile_id === party.profileId, text: row.body, attachment: attachmentOf(row),
  sent_at: new Date(row.created_at).toISOString(), read_at: iso(row.read_at),
});
