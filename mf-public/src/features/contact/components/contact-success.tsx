import { Circle, Heading, Stack, Text } from '@emind/web-ui';

export function ContactSuccess() {
  return (
    <Stack role="status" align="center" textAlign="center" gap="4" py="12">
      <Circle size="16" bg="green.100" color="green.700" fontSize="3xl" aria-hidden>✓</Circle>
      <Heading as="h3" size="xl" color="brand.800">¡Mensaje enviado con éxito!</Heading>
      <Text color="fg.muted">Nos pondremos en contacto contigo a la brevedad.</Text>
    </Stack>
  );
}
