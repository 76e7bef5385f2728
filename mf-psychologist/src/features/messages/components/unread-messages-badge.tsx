import { Link as RouterLink } from 'react-router-dom';
import { unreadLabel, useUnreadCount } from '@emind/web-messaging/unread-count';
import { paths } from '../../../config/paths.ts';

/** The home's pointer to 'Mensajes' while something is unread; nothing otherwise. Its own small chunk. */
export function UnreadMessagesBadge() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <RouterLink to={paths.messages.getHref()} data-testid="home-unread-messages" style={{ alignSelf: 'flex-start', fontWeight: 700, color: '#115e59' }}>
      ✉ {unreadLabel(count)}
    </RouterLink>
  );
}
