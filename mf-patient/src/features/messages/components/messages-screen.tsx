import { MessagesPage as SharedMessagesPage } from '@emind/web-messaging';

/** The shared messages screen (libs/web-messaging), as the patient sees it. */
export function MessagesPage() {
  return <SharedMessagesPage role="client" />;
}
