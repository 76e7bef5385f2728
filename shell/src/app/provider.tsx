import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { ConsentRequiredListener } from '../components/consent-required-listener.tsx';
import { SessionExpiredListener } from '../components/session-expired-listener.tsx';

/**
 * Remotes rely on the router from the shell. Chakra and react-query are not here: each part drawn with Chakra is
 * wrapped in `WithUi`, each part that reads data in `WithQueries`, so the landing page downloads neither.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <SessionExpiredListener />
      <ConsentRequiredListener />
      {children}
    </BrowserRouter>
  );
}
