import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

const benefits = [
  { title: 'Registro gratuito para pacientes', text: 'Tus pacientes crean su cuenta sin costo y te encuentran en el directorio.' },
  { title: 'Agendamiento automatizado 24/7', text: 'Publica tu disponibilidad y recibe reservas a cualquier hora, sin coordinar por mensajes.' },
  { title: 'Plataforma segura', text: 'Verificamos a cada profesional y cada sesión tiene su propio enlace de videollamada.' },
  { title: 'Datos protegidos', text: 'La información de salud se trata como dato sensible, conforme a la Ley 19.628.' },
];

export function PsychologistSection() {
  return (
    <Box as="section" py={{ base: '12', md: '20' }} bg="brand.800" color="white" aria-labelledby="psychologist-title">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', lg: 'row' }} gap="12" align={{ lg: 'center' }}>
          <Stack gap="5" flex="1">
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" color="brand.200" fontWeight="semibold">Para psicólogos</Text>
            <Heading as="h2" id="psychologist-title" size="3xl">¿Eres psicólogo? Únete a e-mind</Heading>
            <Text fontSize="lg" color="brand.100">
              Haz crecer tu práctica clínica online. Nosotros nos encargamos de la agenda, los pagos y la visibilidad; tú, de tus pacientes.
            </Text>
            <Box>
              <Button asChild size="lg" rounded="full" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
                <RouterLink to={paths.register.getHref()} state={{ userType: 'psychologist' }}>Regístrate como psicólogo</RouterLink>
              </Button>
            </Box>
          </Stack>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" flex="1" listStyleType="none">
            {benefits.map((benefit) => (
              <Stack as="li" key={benefit.title} gap="2" p="6" rounded="xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.300">
                <Heading as="h3" size="md">{benefit.title}</Heading>
                <Text fontSize="sm" color="brand.100">{benefit.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Flex>
      </Container>
    </Box>
  );
}
