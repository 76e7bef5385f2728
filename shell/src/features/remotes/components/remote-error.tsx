import { Button, Center, Heading, Text, VStack } from '@emind/web-ui';

export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center minH="50vh" px="4">
      <VStack gap="3" textAlign="center" role="alert">
        <Heading size="lg">No pudimos cargar esta sección</Heading>
        <Text color="fg.muted">Revisa tu conexión e intenta nuevamente. El resto del sitio sigue disponible.</Text>
        <Button colorPalette="brand" onClick={onRetry}>
          Reintentar
        </Button>
      </VStack>
    </Center>
  );
}
