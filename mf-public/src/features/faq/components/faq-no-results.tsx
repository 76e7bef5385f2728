import { Button, Stack, Text } from '@emind/web-ui';

export function FaqNoResults({ term, onClear }: { term: string; onClear: () => void }) {
  return (
    <Stack align="center" gap="4" py="10" textAlign="center">
      <Text fontSize="lg" color="fg.muted">No se encontraron resultados para "{term}"</Text>
      <Button variant="outline" colorPalette="brand" rounded="full" onClick={onClear}>Limpiar búsqueda</Button>
    </Stack>
  );
}
