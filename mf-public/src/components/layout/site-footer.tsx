import { Box, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { contactChannels } from '../../config/contact-channels';
import { paths } from '../../config/paths';
import { InstagramIcon, MailIcon, WhatsappIcon } from '../icons/channel-icons';

const pageLinks = [
  { label: 'Quiénes somos', href: paths.about.getHref() },
  { label: 'Preguntas frecuentes', href: paths.faq.getHref() },
  { label: 'Contacto', href: paths.contact.getHref() },
];

const legalLinks = [
  { label: 'Términos y condiciones', href: paths.terms.getHref() },
  { label: 'Política de privacidad', href: paths.privacy.getHref() },
];

/** Rendered inside the shell's <main>, where a bare <footer> is no landmark: hence the explicit role. */
export function SiteFooter() {
  return (
    <Box as="footer" role="contentinfo" bg="brand.900" color="brand.50" pt="12" pb="6" mt="auto" _print={{ display: 'none' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="xl" color="white">e-mind</Text>
            <Text fontSize="sm" color="brand.100">
              Terapia psicológica online con psicólogos certificados, sesiones flexibles y precios accesibles.
            </Text>
          </Stack>
          <Stack gap="2" as="nav" aria-label="Enlaces del sitio">
            <Text fontWeight="semibold" color="white">Explora</Text>
            {pageLinks.map((item) => (
              <Link key={item.href} asChild color="brand.100" fontSize="sm">
                <RouterLink to={item.href}>{item.label}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Text fontWeight="semibold" color="white">Contáctanos</Text>
            <Link href={`mailto:${contactChannels.email}`} color="brand.100" fontSize="sm">
              <MailIcon /> {contactChannels.email}
            </Link>
            <Link href={contactChannels.whatsappUrl} target="_blank" rel="noopener noreferrer" color="brand.100" fontSize="sm">
              <WhatsappIcon /> WhatsApp {contactChannels.whatsappDisplay}
            </Link>
            <Link href={contactChannels.instagramUrl} target="_blank" rel="noopener noreferrer" color="brand.100" fontSize="sm">
              <InstagramIcon /> Instagram {contactChannels.instagramHandle}
            </Link>
          </Stack>
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTopWidth="1px" borderColor="brand.700" direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Text fontSize="xs" color="brand.200">© {new Date().getFullYear()} e-mind. Todos los derechos reservados.</Text>
          <HStack gap="4" fontSize="xs">
            {legalLinks.map((item) => (
              <Link key={item.href} asChild color="brand.200">
                <RouterLink to={item.href}>{item.label}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
