import { accessesAbout, eraseMailAbout, profileIdsOfUser, scrubMentions, type ExportPart, type PrivacyParticipant, type PrivacySubject, type Storage } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { MessageRow, MessagingDatabase } from '../db/schema.ts';
import { defaultDocumentsConfig, type DocumentsConfig } from '../documents/documents-config.ts';
import { eraseDocuments, exportDocuments } from '../documents/documents-privacy.ts';
import { fileKeysSentBy } from '../messages/messages.repository.ts';

type Trx = Transaction<MessagingDatabase>;

async function conversationsOf(trx: Trx, ids: readonly number[]) {
  return trx
    .selectFrom('conversations')
    .selectAll()
    .where((eb) => eb.or([eb('client_id', 'in', ids), eb('psychologist_id', 'in', ids)]))
    .orderBy('id')
    .execute();
}

/** Where a message's file goes inside the ZIP: `messaging/adjuntos/<message id>-<name as sent>`. */
export const attachmentExportName = (message: Pick<MessageRow, 'id' | 'file_name'>): string => `messaging/adjuntos/${message.id}-${message.file_name ?? 'archivo'}`;

function attachmentEntry(message: MessageRow, files: ExportPart['files']) {
  if (!message.file_key) return null;
  const name = attachmentExportName(message);
  files.push({ name, key: message.file_key });
  return { name: message.file_name, size: message.file_size, mime: message.file_mime, file: name };
}

async function exportPart(trx: Trx, subject: PrivacySubject): Promise<ExportPart> {
  const ids = await profileIdsOfUser(trx, subject.userId);
  if (ids.length === 0) return { data: {}, files: [] };
  const conversations = await conversationsOf(trx, ids);
  const messages = conversations.length
    ? await trx.selectFrom('messages').selectAll().where('conversation_id', 'in', conversations.map((row) => row.id)).orderBy('id').execute()
    : [];
  const others = conversations.map((row) => (ids.includes(row.client_id) ? row.psychologist_id : row.client_id));
  const names = others.length
    ? new Map((await trx.selectFrom('identity.profile_directory').select(['profile_id', 'first_name', 'last_name']).where('profile_id', 'in', others).execute())
      .map((row) => [row.profile_id, `${row.first_name} ${row.last_name}`.trim()]))
    : new Map<number, string>();
  const files: ExportPart['files'] = [];
  const settings = await trx.selectFrom('settings').select('answering_hours').where('psychologist_id', 'in', ids).executeTakeFirst();
  const documents = await exportDocuments(trx, ids);
  return {
    data: {
      conversations: conversations.map((row, index) => ({
        with: names.get(others[index] ?? 0) ?? null,
        closed_at: row.closed_at,
        created_at: row.created_at,
        messages: messages.filter((message) => message.conversation_id === row.id).map((message) => ({
          from_me: ids.includes(message.sender_profile_id), text: message.body, attachment: attachmentEntry(message, files),
          sent_at: message.created_at, read_at: message.read_at,
        })),
      })),
      ...(settings ? { answering_hours: settings.answering_hours } : {}),
      documents: documents.documents,
      accesses_by_others: await accessesAbout(trx, 'messaging', subject.userId),
    },
    files: [...files, ...documents.files],
  };
}

/**
 * Messages are not the clinical record (Ley 20.584 art. 12 and Decreto 41/2012 keep the ficha clínica, which lives
 * in the psychologist's notes): the person's own messages (and their files), answering hours and tickets are deleted, their
 * conversations closed, and the other person's messages stay for them with every mention of the person scrubbed
 * (docs/privacy/erasure.md). A patient's signed documents are clinical record and sealed; the rest shared with them
 * deleted (documents-privacy.ts).
 */
async function erase(storage: Storage, documents: DocumentsConfig, trx: Trx, subject: PrivacySubject, now: Date): Promise<void> {
  await eraseMailAbout(trx, 'messaging', subject);
  const ids = await profileIdsOfUser(trx, subject.userId);
  if (ids.length === 0) return;
  const files = [...(await fileKeysSentBy(trx, ids)), ...(await eraseDocuments(trx, ids, now, documents.retentionClinicalYears))];
  await trx.deleteFrom('messages').where('sender_profile_id', 'in', ids).execute();
  await trx.deleteFrom('settings').where('psychologist_id', 'in', ids).execute();
  await trx.deleteFrom('tickets').where('profile_id', 'in', ids).execute();
  await trx
    .updateTable('conversations')
    .set({ closed_at: now })
    .where('closed_at', 'is', null)
    .where((eb) => eb.or([eb('client_id', 'in', ids), eb('psychologist_id', 'in', ids)]))
    .execute();
  await scrubMentions(trx, 'messaging.messages', 'body', subject);
  // Last, once every row is gone: a failure before this rolls the rows back and leaves the files for the next try.
  for (const key of files) await storage.remove(key);
}

/** Messaging's part of the data rights; `storage` holds the attachments and documents an erasure removes. */
export const messagingPrivacyParticipant = (storage: Storage, documents: DocumentsConfig = defaultDocumentsConfig): PrivacyParticipant<MessagingDatabase> => ({
  service: 'messaging', exportPart, erase: (trx, subject, now) => erase(storage, documents, trx, subject, now),
});
