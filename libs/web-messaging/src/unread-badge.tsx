import { Link as RouterLink } from 'react-router-dom';
import { unreadLabel, useUnreadCount } from './unread-count.ts';

/** A home's pointer to 'Mensajes' while something is unread; nothing otherwise. Drawn without Chakra: it is tiny. */
export function UnreadMessagesBadge({ href }: { href: string }) {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <RouterLink to={href} data-testid="home-unread-messages" style={{ alignSelf: 'flex-start', fontWeight: 700, color: '#115e59' }}>
      ✉ {unreadLabel(count)}
    </RouterLink>
  );
}
