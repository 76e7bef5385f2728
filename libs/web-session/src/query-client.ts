import type { QueryClient } from '@tanstack/react-query';

let loading: Promise<QueryClient> | undefined;
let created: QueryClient | undefined;

/**
 * The page's one query cache, created with react-query's code the first time a part of the page needs it (the
 * landing page never does). This module is a shared singleton, so the shell and every remote get the same cache.
 */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('@tanstack/react-query').then(({ QueryClient }) => {
    created = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } });
    return created;
  });
  return loading;
}

/** The cache, if a part of the page has created it: signing out empties it; before that there is nothing to empty. */
export const createdQueryClient = (): QueryClient | undefined => created;
