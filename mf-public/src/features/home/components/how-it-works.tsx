import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@emind/web-ui';

const steps = [
  { title: 'Encuentra a tu psicólogo', text: 'Explora perfiles de especialistas verificados y filtra por enfoque, motivo de consulta y modalidad.' },
  { title: 'Agenda tu sesión', text: 'Elige un horario disponible en la agenda del especialista y reserva en pocos pasos.' },
  { title: 'Comienza tu terapia online', text: 'Conéctate por videollamada desde donde estés, en un espacio seguro y confidencial.' },
];

export function HowItWorks() {
  return (
    <Box as="section" py={{ base: '12', md: '20' }} aria-labelledby="how-it-works-title">
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" mb="12">
          <Heading as="h2" id="how-it-works-title" size="3xl" color="brand.900">¿Cómo funciona?</Heading>
          <Text color="fg.muted" fontSize="lg">Comenzar tu proceso terapéutico toma solo tres pasos.</Text>
        </Stack>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
          {steps.map((step, index) => (
            <Stack as="li" key={step.title} gap="4" p="8" rounded="2xl" bg="white" borderWidth="1px" borderColor="brand.100" shadow="sm" transition="transform 0.2s" _hover={{ transform: 'translateY(-4px)', shadow: 'md' }}>
              <Circle size="12" bg="brand.500" color="white" fontWeight="bold" fontSize="xl">{index + 1}</Circle>
              <Heading as="h3" size="lg" color="brand.800">{step.title}</Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
