import { DocumentsSection, MessagesPage as SharedMessagesPage } from '@emind/web-messaging';
import { Stack } from '@emind/web-ui';

/** The shared messages screen and, below it, the shared documents (libs/web-messaging), as the psychologist sees them. */
export function MessagesPage() {
  return (
    <Stack gap={10}>
      <SharedMessagesPage role="psychologist" />
      <DocumentsSection role="psychologist" />
    </Stack>
  );
}
