import { lazy, Suspense } from 'react';
import { HomeGreeting, ProfileCompletionCard } from '@emind/web-account';
import { SimpleGrid, Stack } from '@emind/web-ui';
import { paths } from '../../config/paths.ts';
import { PracticeSummary } from '../../features/practice-home/components/practice-summary.tsx';
import { WeeklySessions } from '../../features/practice-home/components/weekly-sessions.tsx';
import { VerificationBanner } from '../../features/verification/components/verification-banner.tsx';
import { WaitlistCountCard } from '../../features/waitlist-count/components/waitlist-count-card.tsx';

// The waiting-room poll and its card load after the home is drawn: the first page's budget has no room for them.
const WaitingNow = lazy(() => import('../../features/practice-home/components/waiting-now.tsx').then((m) => ({ default: m.WaitingNow })));

export function HomeRoute() {
  return (
    <Stack gap={8}>
      <HomeGreeting role="psychologist" />
      <VerificationBanner profileHref={paths.profile.getHref()} />
      <Suspense fallback={null}><WaitingNow /></Suspense>
      <PracticeSummary scheduleHref={paths.schedule.getHref()} patientsHref={paths.patients.getHref()} />
      <WaitlistCountCard />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
        <WeeklySessions />
        <ProfileCompletionCard role="psychologist" profileHref={paths.profile.getHref()} />
      </SimpleGrid>
    </Stack>
  );
}
