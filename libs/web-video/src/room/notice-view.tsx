import { Alert, Button, HStack, Link, Stack } from '@emind/web-ui';
import type { ClosedNotice } from './closed-notice.ts';

interface NoticeViewProps {
  notice: ClosedNotice;
  homeHref: string;
  /** Offered after leaving on purpose, while the room is still open. */
  onReenter?: () => void;
}

/** A room this person cannot be in now: said plainly, with a way back to their appointments. */
export function NoticeView({ notice, homeHref, onReenter }: NoticeViewProps) {
  return (
    <Stack gap="4" data-testid="session-notice">
      <Alert.Root status="info" alignItems="flex-start">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title as="h1">{notice.title}</Alert.Title>
          <Alert.Description>{notice.detail}</Alert.Description>
        </Stack>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        {onReenter ? <Button colorPalette="brand" onClick={onReenter}>Volver a entrar</Button> : null}
        <Button asChild variant="outline">
          <Link href={homeHref}>Volver a mi panel</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
