import { attachmentTextField } from '@emind/contracts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, messagingMessages } from '@emind/domain';
import { HttpError, badRequestDetail, receiveUpload, type Storage, type UploadRule } from '@emind/server-kit';
import type { FastifyRequest } from 'fastify';
import type { AttachedFile } from '../messages/messages.repository.ts';

export const ATTACHMENT_RULE: UploadRule = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  types: ATTACHMENT_TYPES,
  tooLarge: messagingMessages.fileTooLarge,
  wrongType: messagingMessages.fileWrongType,
};

/** The extensions a name may end with for each detected type; a name with another known extension lies about its content. */
const EXTENSIONS_OF: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS_OF).flat());

/** A name as the other person will see it: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (raw.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return base || `archivo.${extension}`;
}

function nameMatchesContent(name: string, mime: string): boolean {
  const extension = name.includes('.') ? (name.split('.').at(-1) ?? '').toLowerCase() : '';
  return !KNOWN_EXTENSIONS.has(extension) || (EXTENSIONS_OF[mime] ?? []).includes(extension);
}

export interface ReceivedMessage {
  text: string;
  file: AttachedFile | null;
}

/** A multipart send: the `file` streamed into private storage (typed by content) and the optional `text` beside it. */
export async function receiveAttachment(request: FastifyRequest, storage: Storage): Promise<ReceivedMessage> {
  const received = await receiveUpload(request, storage, {
    fileField: 'file',
    anyRule: ATTACHMENT_RULE,
    ruleOf: () => ATTACHMENT_RULE,
    target: () => ({ area: 'private', folder: 'message-files' }),
  });
  const stored = received.file;
  const refuse = async (error: Error): Promise<never> => {
    if (stored) await storage.remove(stored.key);
    throw error;
  };
  const text = attachmentTextField.safeParse(received.fields.text ?? '');
  if (!text.success) return refuse(badRequestDetail(text.error.issues[0]?.message ?? messagingMessages.tooLong));
  if (!stored) {
    if (received.fileName !== '') throw badRequestDetail(messagingMessages.fileEmpty);
    if (text.data === '') throw badRequestDetail(messagingMessages.emptyWithoutFile);
    return { text: text.data, file: null };
  }
  const name = cleanFileName(received.fileName, stored.key.split('.').at(-1) ?? 'bin');
  if (!nameMatchesContent(name, stored.mime)) return refuse(new HttpError(415, { detail: messagingMessages.fileNotWhatItsNameSays }));
  return { text: text.data, file: { key: stored.key, name, mime: stored.mime, size: stored.size } };
}
