import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { UnreadCount } from '@emind/contracts';
import { MESSAGES_READ_EVENT } from '@emind/domain';
import { apiRequest } from '@emind/web-api';

/** The signed-in patient's or psychologist's unread messages, for the bar: asked on each page and when one is read. */
export function useMessageCount(): number {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    const load = () => void apiRequest<UnreadCount>('/messages/unread-count/').then((answer) => live && setCount(answer.unread), () => undefined);
    load();
    window.addEventListener(MESSAGES_READ_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(MESSAGES_READ_EVENT, load);
    };
  }, [pathname]);
  return count;
}
