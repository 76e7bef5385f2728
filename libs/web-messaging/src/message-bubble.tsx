import { useState } from 'react';
import type { Message } from '@emind/contracts';
import { attachmentSizeLabel, formatShortDateTime } from '@emind/domain';
import { Box, Button, Text } from '@emind/web-ui';
import { downloadAttachment } from './messaging-api.ts';


function AttachmentLink({ attachment }: { attachment: NonNullable<Message['attachment']> }) {
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    downloadAttachment(attachment.url, attachment.name).catch(() => setFailed(true));
  };
  return (
    <Box>
      <Button variant="plain" size="sm" px={0} h="auto" textDecoration="underline" color="teal.800" whiteSpace="normal" textAlign="start" onClick={download}
        aria-label={`Descargar ${attachment.name} (${attachmentSizeLabel(attachment.size)})`}>
        📎 {attachment.name} ({attachmentSizeLabel(attachment.size)})
      </Button>
      {failed ? <Text role="alert" fontSize="xs" color="red.700">No se pudo descargar el archivo. Inténtalo de nuevo.</Text> : null}
    </Box>
  );
}

/** One message: its text, its file (name, size, a download), who and when, and 'Visto' under my last one read. */
export function MessageBubble({ message, withName, seen }: { message: Message; withName: string; seen: boolean }) {
  return (
    <Box as="li" alignSelf={message.mine ? 'flex-end' : 'flex-start'} maxW="80%" bg={message.mine ? 'teal.50' : 'gray.100'} color="gray.900" rounded="l2" px={3} py={2}>
      {message.text ? <Text whiteSpace="pre-wrap">{message.text}</Text> : null}
      {message.attachment ? <AttachmentLink attachment={message.attachment} /> : null}
      <Text fontSize="xs" color="gray.700">
        {message.mine ? 'Tú' : withName}, {formatShortDateTime(message.sent_at)}
        {seen ? ' · Visto' : ''}
      </Text>
    </Box>
  );
}
