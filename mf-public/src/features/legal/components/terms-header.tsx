import { Button, Flex, Text } from '@emind/web-ui';
import { formatLongDate } from '@emind/domain';

export function TermsHeader() {
  return (
    <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
      <Text color="fg.muted" fontSize="sm">Última actualización: {formatLongDate(new Date())}</Text>
      <Button variant="outline" colorPalette="brand" rounded="full" onClick={() => window.print()} _print={{ display: 'none' }}>
        Imprimir términos
      </Button>
    </Flex>
  );
}
