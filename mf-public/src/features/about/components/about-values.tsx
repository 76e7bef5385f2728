import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@emind/web-ui';

const values = [
  { name: 'Empatía', symbol: '♥', text: 'Escuchamos sin juzgar y ponemos a las personas en el centro de cada decisión.' },
  { name: 'Valentía', symbol: '★', text: 'Pedir ayuda es un acto de valentía; acompañamos a quien da ese paso.' },
  { name: 'Superación', symbol: '↑', text: 'Creemos en el crecimiento personal de pacientes y profesionales, sesión a sesión.' },
];

export function AboutValues() {
  return (
    <Box as="section" bg="brand.50" py={{ base: '12', md: '16' }} aria-labelledby="values-title">
      <Container maxW="5xl">
        <Heading as="h2" id="values-title" size="2xl" color="brand.800" textAlign="center" mb="10">Nuestros valores</Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {values.map((value) => (
            <Stack key={value.name} align="center" textAlign="center" gap="3" p="8" bg="white" rounded="2xl" shadow="sm">
              <Circle size="14" bg="brand.500" color="white" fontSize="2xl" aria-hidden>{value.symbol}</Circle>
              <Heading as="h3" size="lg" color="brand.900">{value.name}</Heading>
              <Text color="fg.muted">{value.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
