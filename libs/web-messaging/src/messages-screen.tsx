import { Stack } from '@emind/web-ui';
import { useDocuments } from './documents/documents-api.ts';
import { DocumentsSection } from './documents/documents-section.tsx';
import { MessagesPage } from './messages-page.tsx';
import { useConversations } from './messaging-api.ts';

/**
 * 'Mensajes' and, under it, the documents shared in care, as both areas show them. The documents are asked for at
 * once but drawn when the conversations are known: the conversations arriving after them pushed them down.
 */
export function MessagesScreen({ role }: { role: 'client' | 'psychologist' }) {
  const conversations = useConversations();
  useDocuments();
  return (
    <Stack gap={10}>
      <MessagesPage role={role} />
      {conversations.isPending ? null : <DocumentsSection role={role} />}
    </Stack>
  );
}
