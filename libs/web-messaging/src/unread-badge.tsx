import { Link as RouterLink } from 'react-router-dom';
import { UNREAD_BADGE_HEIGHT } from './unread-badge-place.tsx';
import { unreadLabel, useUnreadCount } from './unread-count.ts';

/**
 * A home's pointer to 'Mensajes': what is unread, or that nothing is; nothing until the count is known. One line, in
 * the place the home keeps for it (`UnreadBadgePlace`). Drawn without Chakra: it is tiny.
 */
export function UnreadMessagesBadge({ href }: { href: string }) {
  const count = useUnreadCount();
  if (count === undefined) return null;
  return (
    <RouterLink
      to={href}
      data-testid="home-unread-messages"
      style={{ lineHeight: UNREAD_BADGE_HEIGHT, fontWeight: count > 0 ? 700 : 400, color: count > 0 ? '#115e59' : 'inherit' }}
    >
      ✉ {unreadLabel(count)}
    </RouterLink>
  );
}
