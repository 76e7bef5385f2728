import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@emind/web-ui';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { SessionExpiredListener } from '../components/session-expired-listener.tsx';

/** Remotes rely on these: router, query client and UI all come from the shell. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } }),
  );
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <ScrollToTop />
          <SessionExpiredListener />
          {children}
        </UiProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
