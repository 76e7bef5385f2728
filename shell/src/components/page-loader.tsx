import { Center, Spinner, Text, VStack } from '@emind/web-ui';

export function PageLoader({ label }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-label={label ?? 'Cargando...'}>
      <VStack gap="3">
        <Spinner size="lg" color="brand.500" />
        {label && <Text color="fg.muted">{label}</Text>}
      </VStack>
    </Center>
  );
}
