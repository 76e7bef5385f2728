import { formatLongDateTime } from '@emind/domain';
import { useState } from 'react';
import { ApiError } from '@emind/web-api';
import { Alert, Button, HStack, Spinner, Stack, Text } from '@emind/web-ui';
import { useCreateCalendarLink } from './api/create-calendar-link.ts';
import { useCalendarLink } from './api/get-calendar-link.ts';
import { LinkAddress } from './link-address.tsx';
import { LoadError } from '@emind/web-ui/lists';

const REVOKE_WARNING = 'El enlace anterior dejará de funcionar y los calendarios suscritos con él ya no se actualizarán.';

function failureText(error: Error): string {
  return error instanceof ApiError && error.status < 500 && error.detail ? error.detail : 'No pudimos generar el enlace. Por favor, intenta de nuevo.';
}

/** The person's link: none yet, one already made (not shown again), or the one just generated. */
export function CalendarLinkPanel() {
  const status = useCalendarLink();
  const create = useCreateCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const generate = () => create.mutate(undefined, { onSuccess: () => setConfirming(false) });

  if (status.isPending) return <HStack gap="2"><Spinner size="sm" /><Text>Cargando...</Text></HStack>;
  if (status.isError) {
    return (
      <LoadError message="No pudimos cargar tu enlace de calendario." onRetry={() => void status.refetch()} />
    );
  }
  const hasLink = create.data !== undefined || status.data.exists;
  return (
    <Stack gap="3">
      {create.data ? <LinkAddress link={create.data} /> : null}
      {!create.data && status.data.exists && status.data.created_at ? (
        <Text fontSize="sm">Ya generaste un enlace el {formatLongDateTime(status.data.created_at)}. Si lo perdiste, genera uno nuevo.</Text>
      ) : null}
      {create.isError ? (
        <Alert.Root status="error" rounded="md"><Alert.Indicator /><Alert.Title>{failureText(create.error)}</Alert.Title></Alert.Root>
      ) : null}
      {!hasLink ? <Button alignSelf="start" colorPalette="brand" loading={create.isPending} onClick={generate}>Generar enlace</Button> : null}
      {hasLink && !confirming ? <Button alignSelf="start" variant="outline" onClick={() => setConfirming(true)}>Generar nuevo enlace</Button> : null}
      {hasLink && confirming ? (
        <Alert.Root status="warning" rounded="md" flexDirection={{ base: 'column', sm: 'row' }} gap="3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>¿Generar un nuevo enlace?</Alert.Title>
            <Alert.Description>{REVOKE_WARNING}</Alert.Description>
          </Alert.Content>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)} disabled={create.isPending}>Cancelar</Button>
            <Button size="sm" colorPalette="brand" loading={create.isPending} onClick={generate}>Sí, generar nuevo enlace</Button>
          </HStack>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
