import { Link as RouterLink } from 'react-router-dom';
import type { ErasureBlocked } from '@emind/contracts';
import { Alert, Button, List, Stack, Text } from '@emind/web-ui';
import type { AccountRole } from '../../types.ts';
import { calendarDateLabel } from './privacy-format.ts';
import { sessionsPage } from './privacy-links.ts';

/** The 409's answer: which sessions stop the erasure and where to cancel them. */
export function BlockingSessions({ blocked, role }: { blocked: ErasureBlocked; role: AccountRole }) {
  const page = sessionsPage[role];
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{blocked.detail}</Alert.Title>
        <Stack gap={2} mt={2}>
          <List.Root ps={4}>
            {blocked.sessions.map((session) => (
              <List.Item key={session.id}>
                <Text as="span">
                  {calendarDateLabel(session.date)}, {session.start_time} — {session.other_party_name} ({session.status_display})
                </Text>
              </List.Item>
            ))}
          </List.Root>
          {page ? (
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <RouterLink to={page.href}>{page.label}</RouterLink>
            </Button>
          ) : null}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
