import { UnreadMessagesBadge as SharedBadge } from '@emind/web-messaging/unread-badge';
import { paths } from '../../../config/paths.ts';

/** The home's unread-messages badge (libs/web-messaging), linking to this area's 'Mensajes'. */
export function UnreadMessagesBadge() {
  return <SharedBadge href={paths.messages.getHref()} />;
}
