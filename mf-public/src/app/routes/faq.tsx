import { Box, Container } from '@emind/web-ui';
import { PageHero } from '../../components/page/page-hero';
import { FaqBrowser } from '../../features/faq/components/faq-browser';

export function FaqRoute() {
  return (
    <>
      <PageHero eyebrow="Ayuda" title="Preguntas frecuentes" lead="Todo lo que necesitas saber sobre las sesiones, los precios y cómo funciona e-mind." />
      <Box bg="gray.50" flex="1">
        <Container maxW="3xl" py={{ base: '10', md: '14' }}>
          <FaqBrowser />
        </Container>
      </Box>
    </>
  );
}
