import { useEffect, useRef, useState, type FormEvent, type UIEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@emind/contracts';
import { MESSAGE_MAX_CHARS } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@emind/web-ui';
import { readDraft, writeDraft } from './draft.ts';
import { markConversationRead, MESSAGING_KEY, useCloseConversation, useMessagePages, useSendMessage } from './messaging-api.ts';
import { MESSAGES_READ_EVENT } from './unread-count.ts';

const sentAt = (iso: string): string =>
  new Intl.DateTimeFormat('es-CL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Santiago' }).format(new Date(iso));

/** One conversation (drawn keyed by its id, so its draft is read once): older messages as you scroll up, 'Visto' under the last one read, a draft kept per conversation. */
export function ConversationView({ conversation, role }: { conversation: Conversation; role: 'client' | 'psychologist' }) {
  const pages = useMessagePages(conversation.id);
  const send = useSendMessage(conversation.id);
  const close = useCloseConversation(conversation.id);
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => readDraft(conversation.id));
  const [error, setError] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const messages = (pages.data?.pages ?? []).flatMap((page) => page.messages).slice().reverse();
  const newestId = messages.at(-1)?.id;
  const lastMineRead = [...messages].reverse().find((message) => message.mine);

  useEffect(() => {
    if (conversation.unread === 0) return;
    void markConversationRead(conversation.id).then(() => {
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
  const onDraft = (text: string) => {
    setDraft(text);
    writeDraft(conversation.id, text);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    send.mutate(draft, {
      onSuccess: () => onDraft(''),
      onError: (failure) => setError(failure instanceof ApiError ? (failure.detail ?? Object.values(failure.fieldErrors).flat()[0] ?? failure.message) : 'No se pudo enviar. Inténtalo de nuevo.'),
    });
  };

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
      <Box as="section" aria-label={`Mensajes con ${conversation.with_name}`} tabIndex={0} maxH="60vh" overflowY="auto" borderWidth="1px" rounded="l2" p={3} onScroll={onScroll}>
        {pages.hasNextPage ? (
          <Button size="xs" variant="ghost" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>Cargar mensajes anteriores</Button>
        ) : null}
        {pages.isPending ? <Text>Cargando mensajes…</Text> : null}
        {pages.isSuccess && messages.length === 0 ? <Text color="fg.muted">Aún no hay mensajes.</Text> : null}
        <Stack as="ol" listStyleType="none" gap={2}>
          {messages.map((message) => (
            <Box as="li" key={message.id} alignSelf={message.mine ? 'flex-end' : 'flex-start'} maxW="80%" bg={message.mine ? 'teal.50' : 'gray.100'} color="gray.900" rounded="l2" px={3} py={2}>
              <Text whiteSpace="pre-wrap">{message.body}</Text>
              <Text fontSize="xs" color="gray.700">
                {message.mine ? 'Tú' : conversation.with_name}, {sentAt(message.sent_at)}
                {message.id === lastMineRead?.id && message.read_at ? ' · Visto' : ''}
              </Text>
            </Box>
          ))}
        </Stack>
        <div ref={bottom} />
      </Box>
      {conversation.closed ? (
        <Text role="status">Esta conversación está cerrada: puedes leerla, pero ya no se pueden enviar mensajes.</Text>
      ) : (
        <form onSubmit={onSubmit}>
          <Stack gap={2}>
            <Field.Root invalid={error !== null}>
              <Field.Label>Tu mensaje</Field.Label>
              <Textarea value={draft} maxLength={MESSAGE_MAX_CHARS} rows={3} onChange={(event) => onDraft(event.target.value)} />
              <Field.HelperText>{draft.length.toLocaleString('es-CL')} / {MESSAGE_MAX_CHARS.toLocaleString('es-CL')}</Field.HelperText>
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" alignSelf="flex-end" loading={send.isPending} disabled={draft.trim() === ''}>Enviar</Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
