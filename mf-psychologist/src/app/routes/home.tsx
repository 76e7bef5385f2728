import { HomeGreeting, ProfileCompletionCard } from '@emind/web-account';
import { SimpleGrid, Stack } from '@emind/web-ui';
import { paths } from '../../config/paths.ts';
import { VerificationBanner } from '../../features/verification/components/verification-banner.tsx';

export function HomeRoute() {
  return (
    <Stack gap={8}>
      <HomeGreeting role="psychologist" />
      <VerificationBanner profileHref={paths.profile.getHref()} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <ProfileCompletionCard role="psychologist" profileHref={paths.profile.getHref()} />
      </SimpleGrid>
    </Stack>
  );
}
