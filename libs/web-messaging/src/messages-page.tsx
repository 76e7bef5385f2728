import { useState } from 'react';
import { messagesNotUrgent } from '@emind/domain';
import { CrisisLineList } from '@emind/web-measures';
import { Alert, Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { ConversationView } from './conversation-view.tsx';
import { AnsweringHoursForm } from './answering-hours-form.tsx';
import { useMessagingLive } from './live.ts';
import { useConversations } from './messaging-api.ts';
import { useConversationFromLink } from './open-with-param.ts';
import { unreadLabel } from './unread-count.ts';

/** 'Mensajes', the same screen in the patient's and the psychologist's areas. */
export function MessagesPage({ role }: { role: 'client' | 'psychologist' }) {
  useMessagingLive();
  const conversations = useConversations();
  const linked = useConversationFromLink();
  const [selected, setSelected] = useState<number | null>(null);
  const list = conversations.data ?? [];
  const open = list.find((conversation) => conversation.id === (selected ?? linked.id)) ?? list[0];
  return (
    <Stack gap={6}>
      <Heading as="h1" size="xl">Mensajes</Heading>
      {role === 'client' ? (
        <Alert.Root status="warning">
          <Alert.Content>
            <Alert.Title>{messagesNotUrgent}</Alert.Title>
            <Box mt={2}><CrisisLineList /></Box>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <AnsweringHoursForm />
      )}
      {conversations.isPending ? <Text>Cargando conversaciones…</Text> : null}
      {conversations.isError ? <Text role="alert">No se pudieron cargar tus conversaciones.</Text> : null}
      {linked.refused ? <Text role="alert">No tienes sesiones con esta persona: no pueden conversar.</Text> : null}
      {conversations.isSuccess && list.length === 0 ? (
        <Text>{role === 'client' ? 'Podrás escribirle a tu psicólogo/a cuando tengas una sesión agendada.' : 'Podrás escribirles a tus pacientes cuando tengan una sesión agendada contigo.'}</Text>
      ) : null}
      {open ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          <Stack as="nav" aria-label="Conversaciones" gap={2}>
            {list.map((conversation) => (
              <Button key={conversation.id} variant={conversation.id === open.id ? 'solid' : 'outline'} justifyContent="space-between"
                aria-current={conversation.id === open.id ? 'true' : undefined} onClick={() => setSelected(conversation.id)}>
                <span>{conversation.with_name}</span>
                {conversation.unread > 0 ? <Badge colorPalette="red" aria-label={unreadLabel(conversation.unread)}>{conversation.unread}</Badge> : null}
              </Button>
            ))}
          </Stack>
          <Box gridColumn={{ md: 'span 2' }}>
            <ConversationView key={open.id} conversation={open} role={role} />
          </Box>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
