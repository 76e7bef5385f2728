import { Link as RouterLink } from 'react-router-dom';
import { dashboardPaths, MESSAGES_SEGMENT, unreadMessagesLabel, type UserType } from '@emind/domain';
import { useMessageCount } from '../api/get-message-count.ts';
import styles from './safety-flag-count.module.css';

/** Unread messages, a link to 'Mensajes'; nothing while there are none. Its own chunk, fetched for patients and psychologists only. */
export default function MessageCount({ role }: { role: UserType }) {
  const count = useMessageCount();
  if (count === 0) return null;
  return (
    <RouterLink to={`${dashboardPaths[role]}/${MESSAGES_SEGMENT}`} className={`${styles.flagCount} ${styles.messageCount}`} aria-label={unreadMessagesLabel(count)} data-testid="nav-message-count">
      <span aria-hidden="true">✉</span> {count}
    </RouterLink>
  );
}
