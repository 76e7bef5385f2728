import { Button, Card, Heading, SimpleGrid, Text } from '@emind/web-ui';
import type { AccountType } from '../api/register.ts';

const options: { type: AccountType; title: string; text: string }[] = [
  { type: 'client', title: 'Paciente', text: 'Busca un psicólogo certificado y agenda tus sesiones en línea.' },
  { type: 'psychologist', title: 'Psicólogo', text: 'Ofrece tus servicios, gestiona tu agenda y recibe nuevos pacientes.' },
];

export function AccountTypeChoice({ onChoose }: { onChoose: (type: AccountType) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="group" aria-label="Tipo de cuenta">
      {options.map((option) => (
        // The button stretches over the whole card: one click target, one accessible control.
        <Card.Root key={option.type} variant="outline" position="relative" cursor="pointer" _hover={{ borderColor: 'brand.400' }}>
          <Card.Body gap="3">
            <Heading as="h2" size="lg">
              {option.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {option.text}
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button
              colorPalette="brand"
              w="full"
              onClick={() => onChoose(option.type)}
              aria-label={`Registrarme como ${option.title}`}
              position="static"
              _before={{ content: '""', position: 'absolute', inset: 0 }}
            >
              Soy {option.title}
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
