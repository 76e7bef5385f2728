import { HomeGreeting, ProfileCompletionCard } from '@emind/web-account';
import { Stack } from '@emind/web-ui';
import { paths } from '../../config/paths.ts';
import { AdminDashboard } from '../../features/dashboard-stats/components/admin-dashboard.tsx';

export function HomeRoute() {
  return (
    <Stack gap={8}>
      <HomeGreeting role="admin" />
      <AdminDashboard aside={<ProfileCompletionCard role="admin" profileHref={paths.profile.getHref()} />} />
    </Stack>
  );
}
