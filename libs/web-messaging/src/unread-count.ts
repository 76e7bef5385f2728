import { useEffect, useState } from 'react';
import type { UnreadCount } from '@emind/contracts';
import { MESSAGES_READ_EVENT, unreadMessagesLabel } from '@emind/domain';
import { apiRequest } from '@emind/web-api';

export { MESSAGES_READ_EVENT };

export const getUnreadCount = (): Promise<UnreadCount> => apiRequest<UnreadCount>('/messages/unread-count/');

export const unreadLabel = unreadMessagesLabel;

/**
 * The unread messages, for a badge: asked when drawn, when a conversation is read and whenever `askAgainOn` changes
 * (the bar asks on each page); a failed ask keeps the last (`undefined` until one answers).
 */
export function useUnreadCount(askAgainOn?: string): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let live = true;
    const load = () => void getUnreadCount().then((answer) => live && setCount(answer.unread), () => undefined);
    load();
    window.addEventListener(MESSAGES_READ_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(MESSAGES_READ_EVENT, load);
    };
  }, [askAgainOn]);
  return count;
}
