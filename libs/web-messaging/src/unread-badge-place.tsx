import type { ReactNode } from 'react';

export const UNREAD_BADGE_HEIGHT = '1.5rem';

/**
 * The line a home keeps for its unread-messages badge, eagerly, while the badge's chunk and count load: the badge
 * arriving pushes nothing below it down.
 */
export function UnreadBadgePlace({ children }: { children: ReactNode }) {
  return <div style={{ minHeight: UNREAD_BADGE_HEIGHT }}>{children}</div>;
}
