import { Box, Container } from '@emind/web-ui';
import { PageHero } from '../../components/page/page-hero';
import { SpecialistsDirectory } from '../../features/specialists/components/specialists-directory';

/** Loaded on demand (see app.tsx): the landing page never downloads the directory. */
export function SpecialistsRoute() {
  return (
    <>
      <title>Especialistas verificados | e-mind</title>
      <PageHero eyebrow="Especialistas" title="Encuentra a tu psicólogo" lead="Psicólogos clínicos verificados, con sesiones online y precios en pesos chilenos." />
      <Box bg="gray.50" flex="1">
        <Container maxW="7xl" py={{ base: '8', md: '12' }}>
          <SpecialistsDirectory />
        </Container>
      </Box>
    </>
  );
}
