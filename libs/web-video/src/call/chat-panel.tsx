import { formatChileTime } from '@emind/domain';
import { useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@emind/web-ui';
import { CHAT_MAX_LENGTH } from './chat-message.ts';
import type { ChatEntry } from './call-session.ts';


/** Text chat between the two browsers; it disappears with the page, nothing is stored. */
interface ChatPanelProps {
  entries: ChatEntry[];
  open: boolean;
  peerName: string;
  onSend: (text: string) => boolean;
}

export function ChatPanel({ entries, open, peerName, onSend }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(draft)) setDraft('');
  };
  return (
    <Stack as="section" aria-labelledby="chat-title" gap="2" borderWidth="1px" borderRadius="lg" p="3">
      <Text id="chat-title" fontWeight="semibold">Chat</Text>
      <Text fontSize="xs" color="fg.muted">Los mensajes no se guardan: desaparecen al salir de la sala.</Text>
      <Stack role="log" aria-live="polite" aria-label="Mensajes del chat" gap="1" maxH="48" overflowY="auto" tabIndex={0}>
        {entries.map((entry, index) => (
          <Box key={`${entry.sentAt}-${index}`} alignSelf={entry.mine ? 'flex-end' : 'flex-start'} bg={entry.mine ? 'brand.50' : 'gray.100'} color="gray.900" px="3" py="1" borderRadius="md" maxW="85%">
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">{entry.text}</Text>
            <Text fontSize="xs" color="gray.700">{entry.mine ? 'Tú' : peerName} · {formatChileTime(entry.sentAt)}</Text>
          </Box>
        ))}
      </Stack>
      <form onSubmit={submit}>
        <HStack align="flex-end">
          <Field.Root flex="1">
            <Field.Label>Mensaje</Field.Label>
            <Input value={draft} maxLength={CHAT_MAX_LENGTH} onChange={(event) => setDraft(event.target.value)} disabled={!open} autoComplete="off" />
          </Field.Root>
          <Button type="submit" disabled={!open || !draft.trim()}>Enviar</Button>
        </HStack>
      </form>
    </Stack>
  );
}
