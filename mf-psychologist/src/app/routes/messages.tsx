import { MessagesScreen } from '@emind/web-messaging';

/** 'Mensajes': fetched when visited, never in the area's first download. */
export function MessagesRoute() {
  return <MessagesScreen role="psychologist" />;
}
