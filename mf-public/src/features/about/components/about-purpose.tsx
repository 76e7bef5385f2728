import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@emind/web-ui';

const missionPoints = [
  { title: 'Acceso a la salud mental', text: 'Acercar la psicoterapia a más personas en todo Chile, con sesiones online y precios accesibles.' },
  { title: 'Desarrollo profesional', text: 'Impulsar el desarrollo profesional de terapeutas emergentes, dándoles visibilidad y herramientas para su práctica.' },
  { title: 'Reducir el estigma', text: 'Reducir el estigma asociado a pedir ayuda psicológica, hablando de salud mental con naturalidad.' },
];

export function AboutPurpose() {
  return (
    <Container maxW="5xl" py={{ base: '12', md: '16' }}>
      <Stack gap="14">
        <Stack as="section" gap="4" aria-labelledby="purpose-title">
          <Heading as="h2" id="purpose-title" size="2xl" color="brand.800">Nuestro propósito</Heading>
          <Text fontSize="lg" color="fg.muted">
            Creemos que cuidar la salud mental no debería ser un privilegio. e-mind nació para conectar a personas que buscan
            apoyo psicológico con psicólogos clínicos certificados, de forma simple, segura y cercana.
          </Text>
        </Stack>
        <Stack as="section" gap="6" aria-labelledby="mission-title">
          <Heading as="h2" id="mission-title" size="2xl" color="brand.800">Misión</Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {missionPoints.map((point) => (
              <Box key={point.title} p="6" rounded="xl" bg="brand.50" borderTopWidth="4px" borderColor="brand.500">
                <Heading as="h3" size="md" mb="2" color="brand.900">{point.title}</Heading>
                <Text color="fg.muted">{point.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="vision-title">
          <Heading as="h2" id="vision-title" size="2xl" color="brand.800">Visión</Heading>
          <Text fontSize="lg" color="fg.muted">
            Ser la plataforma de psicoterapia online de referencia en Chile, donde cualquier persona pueda encontrar al
            profesional adecuado y donde los nuevos terapeutas construyan una práctica sólida y ética.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
