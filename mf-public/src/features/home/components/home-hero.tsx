import { Box, Container, Heading, Stack, Text, useBreakpointValue, VStack, Flex } from '@emind/web-ui';
import { HeroCta } from './hero-cta';
import { HeroHighlights } from './hero-highlights';
import { HeroIllustration } from './hero-illustration';

const title = 'Terapia online con psicólogos certificados';
const lead =
  'Agenda sesiones por videollamada en el horario que te acomode, con profesionales verificados y precios accesibles, desde cualquier lugar de Chile.';

/** Spec 1: the hero has a mobile and a desktop variant, switched below 768 px (Chakra's md). */
export function HomeHero() {
  const variant = useBreakpointValue({ base: 'mobile', md: 'desktop' }, { fallback: 'md' });
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="brand.50" gradientTo="white" overflow="hidden" position="relative">
      <Box position="absolute" top="-24" right="-24" w="72" h="72" rounded="full" bg="brand.100" opacity="0.6" aria-hidden />
      {variant === 'mobile' ? <MobileHero /> : <DesktopHero />}
    </Box>
  );
}

function DesktopHero() {
  return (
    <Container maxW="6xl" py="20" position="relative" data-testid="hero-desktop">
      <Flex align="center" gap="12">
        <Stack gap="6" flex="1">
          <Heading as="h1" size="5xl" lineHeight="1.1" color="brand.900">{title}</Heading>
          <Text fontSize="xl" color="fg.muted">{lead}</Text>
          <HeroHighlights />
          <Box><HeroCta /></Box>
        </Stack>
        <Box flex="1" display="flex" justifyContent="center"><HeroIllustration /></Box>
      </Flex>
    </Container>
  );
}

function MobileHero() {
  return (
    <Container py="10" position="relative" data-testid="hero-mobile">
      <VStack gap="5" textAlign="center">
        <HeroIllustration size={260} />
        <Heading as="h1" size="3xl" lineHeight="1.15" color="brand.900">{title}</Heading>
        <Text fontSize="md" color="fg.muted">{lead}</Text>
        <HeroHighlights justify="center" />
        <HeroCta fullWidth />
      </VStack>
    </Container>
  );
}
