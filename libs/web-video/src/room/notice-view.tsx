import { Alert, Button, Link, Stack } from '@emind/web-ui';
import type { ClosedNotice } from './closed-notice.ts';

/** A room this person cannot be in now: said plainly, with a way back to their appointments. */
export function NoticeView({ notice, homeHref }: { notice: ClosedNotice; homeHref: string }) {
  return (
    <Stack gap="4" data-testid="session-notice">
      <Alert.Root status="info" alignItems="flex-start">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title as="h1">{notice.title}</Alert.Title>
          <Alert.Description>{notice.detail}</Alert.Description>
        </Stack>
      </Alert.Root>
      <Button asChild variant="outline" alignSelf="flex-start">
        <Link href={homeHref}>Volver a mi panel</Link>
      </Button>
    </Stack>
  );
}
