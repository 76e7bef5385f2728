import { Box, Heading, Text } from '@emind/web-ui';
import { dashboardGreeting, genericGreeting, roleLabelFor, welcomeHeading } from '@emind/domain';
import { useCurrentUser } from '@emind/web-session';
import { useChileHour } from '../../hooks/use-chile-hour.ts';
import type { AccountRole } from '../../types.ts';

/** The home's greeting in Chile's time of day; the patient's home words it as a welcome banner (with `subtitle` under it). */
export function HomeGreeting({ role, subtitle }: { role: AccountRole; subtitle?: string | undefined }) {
  const user = useCurrentUser();
  const hour = useChileHour();
  const firstName = user?.first_name.split(' ')[0] ?? '';
  const gender = user?.gender ?? null;
  if (role === 'client') {
    return (
      <Box bg="brand.solid" color="brand.contrast" borderRadius="xl" px={{ base: 5, md: 8 }} py={{ base: 6, md: 8 }}>
        <Text fontSize="sm">{genericGreeting(hour)}</Text>
        <Heading as="h1" size="2xl">{welcomeHeading(firstName, gender)}</Heading>
        {/* Two lines kept on a phone: the last session's line replaces this one when the figures arrive, and may be
            shorter ('Aún no has tenido ninguna sesión'); the banner must not shrink and pull the home up. */}
        <Text mt={2} minH={{ base: '2lh', md: 'auto' }}>{subtitle ?? 'Este es tu espacio para gestionar tu perfil y tus sesiones.'}</Text>
      </Box>
    );
  }
  return (
    <Box>
      <Heading as="h1" size="2xl">{dashboardGreeting(hour)}, {firstName}</Heading>
      <Text color="fg.muted" mt={1}>Panel de {roleLabelFor(role, gender)}</Text>
    </Box>
  );
}
