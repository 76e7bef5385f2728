import { Link as RouterLink, useLocation } from 'react-router-dom';
import { dashboardPaths, MESSAGES_SEGMENT, unreadMessagesLabel, type UserType } from '@emind/domain';
import { useUnreadCount } from '@emind/web-messaging/unread-count';
import styles from './safety-flag-count.module.css';

/** Unread messages, a link to 'Mensajes'; nothing while there are none. Its own chunk, fetched for patients and psychologists only. */
export default function MessageCount({ role }: { role: UserType }) {
  const count = useUnreadCount(useLocation().pathname);
  if (!count) return null;
  return (
    <RouterLink to={`${dashboardPaths[role]}/${MESSAGES_SEGMENT}`} className={`${styles.flagCount} ${styles.messageCount}`} aria-label={unreadMessagesLabel(count)} data-testid="nav-message-count">
      <span aria-hidden="true">✉</span> {count}
    </RouterLink>
  );
}
