import { HomeGreeting, ProfileCompletionCard } from '@emind/web-account';
import { SimpleGrid, Stack } from '@emind/web-ui';
import { paths } from '../../config/paths.ts';

export function HomeRoute() {
  return (
    <Stack gap={8}>
      <HomeGreeting role="client" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <ProfileCompletionCard role="client" profileHref={paths.profile.getHref()} />
      </SimpleGrid>
    </Stack>
  );
}
