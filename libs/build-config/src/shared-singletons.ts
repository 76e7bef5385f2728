/** Only what holds context or state is shared: a shared module is never tree-shaken. */
export const singletons = [
  'react',
  'react-dom',
  // Tiny, but imported by every chunk that draws: unshared, each such chunk of the first page carried its own copy.
  'react/jsx-runtime',
  // Its own copy of React's reconciler (60 kB gzip): a remote that imports it (web-account's standalone entry)
  // must take the shell's, not download a second.
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@emind/web-session',
  '@emind/web-api',
  '@emind/web-ui',
];

/**
 * Shared, but no part of the landing page: Chakra (`@emind/web-ui`) is imported only through `WithUi`
 * (`@emind/web-ui/static`), when a part drawn with it renders, and react-query only through `WithQueries`
 * (`@emind/web-session`), when a part reads data. The dashboards and account screens need both at once.
 */
export const deferredSingletons: readonly string[] = ['@emind/web-ui', '@tanstack/react-query'];
