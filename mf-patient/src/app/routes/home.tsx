import { Suspense, useDeferredValue } from 'react';
import { HomeGreeting, ProfileCompletionCard } from '@emind/web-account';
import { formatLongDate } from '@emind/domain';
import { SimpleGrid, Skeleton, Stack } from '@emind/web-ui';
import { UnreadBadgePlace } from '@emind/web-messaging/unread-badge-place';
import { lazyNamed } from '@emind/web-ui/static';
import { paths } from '../../config/paths.ts';
import { useDashboardStats } from '../../features/home/api/get-dashboard-stats.ts';
import { HomeStats } from '../../features/home/components/home-stats.tsx';
import { NextSessionCard } from '../../features/appointments/components/next-session-card.tsx';
import { useClientAppointments } from '../../features/appointments/api/get-client-appointments.ts';
import { WaitlistNoticesCard } from '../../features/waitlist-notices/components/waitlist-notices-card.tsx';
import { PendingMeasuresNotice } from '../../features/questionnaires/components/pending-measures-notice.tsx';
import { IntakeNotice } from '../../features/intake/components/intake-notice.tsx';

// 'Agendar la próxima' is for a few (a completed session, nothing booked ahead): fetched when the home is drawn, last, so
// nothing moves when it arrives and the home's first download does not carry it.
const UnreadMessagesBadge = lazyNamed(() => import('../../features/messages/components/unread-messages-badge.tsx'), 'UnreadMessagesBadge');
const RebookCard = lazyNamed(() => import('../../features/appointments/components/rebook-card.tsx'), 'RebookCard');

export function HomeRoute() {
  const stats = useDashboardStats();
  const appointments = useClientAppointments();
  // The appointments' arrival re-renders synchronously (react-query's store); everything below the greeting is drawn
  // by the deferred render that follows, which React splits into short tasks instead of one long one on a phone.
  const appointmentsPending = useDeferredValue(appointments.isPending);
  const lastSession = stats.data
    ? stats.data.lastSessionDate
      ? `Tu última sesión fue el ${formatLongDate(`${stats.data.lastSessionDate}T12:00:00Z`)}`
      : 'Aún no has tenido ninguna sesión'
    : undefined;
  return (
    <Stack gap={8}>
      <HomeGreeting role="client" subtitle={lastSession} />
      <UnreadBadgePlace><Suspense fallback={null}><UnreadMessagesBadge /></Suspense></UnreadBadgePlace>
      {/* The next session's card, when there is one, comes first: until the appointments are known the rest waits
          under one placeholder, so the card does not push the figures down as it arrives (layout shift 0.15 on a phone). */}
      {appointmentsPending ? (
        <Skeleton h="48" rounded="l3" />
      ) : (
        <>
          <NextSessionCard />
          <HomeStats />
          <WaitlistNoticesCard />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
            <ProfileCompletionCard role="client" profileHref={paths.profile.getHref()} />
          </SimpleGrid>
          {/* Last: they appear once their data arrives, and nothing below them moves when they do. */}
          <PendingMeasuresNotice />
          <IntakeNotice />
          <Suspense fallback={null}>
            <RebookCard />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
