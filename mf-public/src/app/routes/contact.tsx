import { Box, Container, Grid, Heading, Stack, Text } from '@emind/web-ui';
import { PageHero } from '../../components/page/page-hero';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactInfo } from '../../features/contact/components/contact-info';

export function ContactRoute() {
  return (
    <>
      <PageHero eyebrow="Contacto" title="Conversemos" lead="¿Tienes dudas sobre e-mind, quieres sumarte como psicólogo o necesitas ayuda con tu cuenta? Escríbenos." />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="8">
          <Box p={{ base: '6', md: '8' }} rounded="2xl" bg="white" borderWidth="1px" borderColor="brand.100" shadow="sm">
            <Stack gap="2" mb="6">
              <Heading as="h2" size="xl" color="brand.800">Envíanos un mensaje</Heading>
              <Text color="fg.muted">Completa el formulario y te responderemos a tu correo.</Text>
            </Stack>
            <ContactForm />
          </Box>
          <ContactInfo />
        </Grid>
      </Container>
    </>
  );
}
