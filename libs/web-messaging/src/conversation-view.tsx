import { useEffect, useRef, type UIEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@emind/contracts';
import { Box, Button, HStack, Stack, Text } from '@emind/web-ui';
import { MessageBubble } from './message-bubble.tsx';
import { MessageComposer } from './message-composer.tsx';
import { markConversationRead, MESSAGING_KEY, useCloseConversation, useMessagePages } from './messaging-api.ts';
import { MESSAGES_READ_EVENT } from './unread-count.ts';

/** One conversation (drawn keyed by its id, so its draft is read once): older messages as you scroll up, 'Visto' under the last one read, a draft kept per conversation. */
export function ConversationView({ conversation, role }: { conversation: Conversation; role: 'client' | 'psychologist' }) {
  const pages = useMessagePages(conversation.id);
  const close = useCloseConversation(conversation.id);
  const client = useQueryClient();
  const bottom = useRef<HTMLDivElement>(null);
  const messages = (pages.data?.pages ?? []).flatMap((page) => page.messages).slice().reverse();
  const newestId = messages.at(-1)?.id;
  const lastMineRead = [...messages].reverse().find((message) => message.mine);

  useEffect(() => {
    if (conversation.unread === 0 || newestId === undefined) return;
    void markConversationRead(conversation.id, newestId).then(() => {
      window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
      void client.invalidateQueries({ queryKey: [MESSAGING_KEY, 'conversations'] });
    }, () => undefined);
  }, [conversation.id, conversation.unread, newestId, client]);
  // A block: newer browsers return a promise from scrollIntoView, which React would take for the effect's cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (event.currentTarget.scrollTop < 40 && pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  // The messages scroll inside a pane of fixed height, as in any chat: they and the older pages arriving move nothing
  // under it (the composer, the shared documents).
  return (
    <Stack gap={3} data-testid="conversation-view">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" fontWeight="bold" fontSize="lg">{conversation.with_name}</Text>
        {role === 'psychologist' && !conversation.closed ? (
          <Button size="sm" variant="outline" loading={close.isPending} onClick={() => close.mutate()}>Cerrar conversación</Button>
        ) : null}
      </HStack>
      {role === 'client' && conversation.answering_hours ? (
        <Text fontSize="sm">Horario en que responde: {conversation.answering_hours}</Text>
      ) : null}
      <Box as="section" aria-label={`Mensajes con ${conversation.with_name}`} tabIndex={0} h="60vh" overflowY="auto" borderWidth="1px" rounded="l2" p={3} onScroll={onScroll}>
        {pages.hasNextPage ? (
          <Button size="xs" variant="ghost" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>Cargar mensajes anteriores</Button>
        ) : null}
        {pages.isPending ? <Text>Cargando mensajes…</Text> : null}
        {pages.isSuccess && messages.length === 0 ? <Text color="fg.muted">Aún no hay mensajes.</Text> : null}
        <Stack as="ol" listStyleType="none" gap={2}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} withName={conversation.with_name} seen={message.id === lastMineRead?.id && message.read_at !== null} />
          ))}
        </Stack>
        <div ref={bottom} />
      </Box>
      {conversation.closed ? (
        <Text role="status">Esta conversación está cerrada: puedes leerla, pero ya no se pueden enviar mensajes.</Text>
      ) : (
        <MessageComposer conversationId={conversation.id} />
      )}
    </Stack>
  );
}
