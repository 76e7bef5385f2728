import { messagingMessages } from '@emind/domain';
import { notFound, recordAccess, type AuthUser, type OpenedFile } from '@emind/server-kit';
import type { MessagingContext } from '../context.ts';
import { ownConversation, partyOf } from '../conversations/conversations.service.ts';
import { messageIn } from '../messages/messages.repository.ts';

export interface AttachmentDownload {
  opened: OpenedFile;
  mime: string;
  name: string;
}

/**
 * A message's file, for the two people of its conversation only (anyone else: 404). Reading the file the other
 * person sent is a read of their health data: one access-log entry per download.
 */
export async function openAttachment(ctx: MessagingContext, user: AuthUser, conversationId: number, messageId: number): Promise<AttachmentDownload> {
  const party = partyOf(user);
  const file = await ctx.db.transaction().execute(async (trx) => {
    const conversation = await ownConversation(trx, party, conversationId);
    const message = await messageIn(trx, conversationId, messageId);
    if (!message?.file_key || !message.file_mime || !message.file_name) throw notFound(messagingMessages.fileMissing);
    if (message.sender_profile_id !== party.profileId && conversation.other_user_id !== null) {
      await recordAccess(trx, 'messaging', {
        subjectUserId: conversation.other_user_id, actorUserId: user.id, actorRole: user.userType, resource: 'message_attachment', resourceId: message.id,
      });
    }
    return { key: message.file_key, mime: message.file_mime, name: message.file_name };
  });
  const opened = await ctx.storage.open(file.key).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') throw notFound(messagingMessages.fileMissing);
    throw error;
  });
  return { opened, mime: file.mime, name: file.name };
}
