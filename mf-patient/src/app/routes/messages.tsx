import { MessagesPage } from '../../features/messages/components/messages-screen.tsx';

/** 'Mensajes': fetched when visited, never in the area's first download. */
export function MessagesRoute() {
  return <MessagesPage />;
}
