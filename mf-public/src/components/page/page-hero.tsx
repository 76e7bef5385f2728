import { Box, Container, Heading, Stack, Text } from '@emind/web-ui';
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The banner that opens every inner public page. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <Box as="section" bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.500" color="white" py={{ base: '12', md: '16' }} _print={{ bg: 'white', color: 'black', py: '4' }}>
      <Container maxW="4xl" textAlign="center">
        <Stack gap="4" align="center">
          {eyebrow ? <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" color="brand.100" fontWeight="semibold">{eyebrow}</Text> : null}
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>{title}</Heading>
          {lead ? <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl">{lead}</Text> : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
