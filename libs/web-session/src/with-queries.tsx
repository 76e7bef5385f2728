import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { loadQueryClient } from './query-client.ts';

// react-query (13 kB gzipped) arrives with the first part of the page that reads or writes data.
const QueryScope = lazy(async () => {
  const [{ QueryClientContext, QueryClientProvider }, client] = await Promise.all([import('@tanstack/react-query'), loadQueryClient()]);
  function Scope({ children }: { children: ReactNode }) {
    // Under a client already (a test's, or an outer scope), that client stays.
    if (useContext(QueryClientContext)) return children;
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return { default: Scope };
});

/** Renders `children`, which use react-query, under the page's query client once its code has arrived. */
export function WithQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryScope>{children}</QueryScope>
    </Suspense>
  );
}
