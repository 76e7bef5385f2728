import { Box, Button, Container } from '@emind/web-ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SpecialistProfile } from '../../features/specialist-profile/components/specialist-profile';

/** Loaded on demand (see app.tsx): the landing page never downloads the profile. */
export function SpecialistProfileRoute({ bookingOpen = false }: { bookingOpen?: boolean }) {
  const { id = '' } = useParams();
  return (
    <Box bg="gray.50" flex="1">
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Button asChild variant="ghost" colorPalette="brand" mb="4" px="2">
          <RouterLink to={paths.specialists.getHref()}><span aria-hidden>←</span> Volver a Especialistas</RouterLink>
        </Button>
        <SpecialistProfile key={id} id={id} bookingOpen={bookingOpen} />
      </Container>
    </Box>
  );
}
