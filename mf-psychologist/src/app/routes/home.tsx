import { lazy, Suspense, useDeferredValue } from 'react';
import { UnreadBadgePlace } from '@emind/web-messaging/unread-badge-place';
import { lazyNamed } from '@emind/web-ui/static';
import { HomeGreeting, ProfileCompletionCard } from '@emind/web-account';
import { SimpleGrid, Skeleton, Stack } from '@emind/web-ui';
import { paths } from '../../config/paths.ts';
import { PracticeSummary } from '../../features/practice-home/components/practice-summary.tsx';
import { WeeklySessions } from '../../features/practice-home/components/weekly-sessions.tsx';
import { useVerificationStatus } from '../../features/verification/api/get-verification-status.ts';
import { VerificationBanner } from '../../features/verification/components/verification-banner.tsx';
import { WaitlistCountCard } from '../../features/waitlist-count/components/waitlist-count-card.tsx';

// The waiting-room poll and its card load after the home is drawn: the first page's budget has no room for them.
// The safety alerts too: rare, and when there are some they arrive with the rest of the page's data anyway.
const SafetyAlerts = lazyNamed(() => import('../../features/measures/components/safety-alerts.tsx'), 'SafetyAlerts');
const UnreadMessagesBadge = lazyNamed(() => import('../../features/messages/components/unread-messages-badge.tsx'), 'UnreadMessagesBadge');
const WaitingNow = lazy(() => import('../../features/practice-home/components/waiting-now.tsx').then((m) => ({ default: m.WaitingNow })));

export function HomeRoute() {
  // Until the verification status is known the cards wait, hidden under one placeholder: the banner a psychologist not
  // yet verified sees would otherwise push them all down as it arrives (84 px on a slow network). They are mounted
  // meanwhile, so their own data load at the same time as the status, not after it.
  const statusPending = useDeferredValue(useVerificationStatus().isPending);
  return (
    <Stack gap={8}>
      <HomeGreeting role="psychologist" />
      <UnreadBadgePlace><Suspense fallback={null}><UnreadMessagesBadge /></Suspense></UnreadBadgePlace>
      <Suspense fallback={null}><SafetyAlerts /></Suspense>
      {statusPending ? <Skeleton h="48" rounded="l3" /> : null}
      <Stack gap={8} hidden={statusPending}>
        <VerificationBanner profileHref={paths.profile.getHref()} />
        <Suspense fallback={null}><WaitingNow /></Suspense>
        <PracticeSummary scheduleHref={paths.schedule.getHref()} patientsHref={paths.patients.getHref()} />
        <WaitlistCountCard />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
          <WeeklySessions />
          <ProfileCompletionCard role="psychologist" profileHref={paths.profile.getHref()} />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
