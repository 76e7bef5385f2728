import { lazy, Suspense, type ReactNode } from 'react';

// The shared `@emind/web-ui` (Chakra and its runtime styling) is fetched the first time a part of the page that
// needs it renders: the public pages are drawn without it.
const UiProvider = lazy(() => import('@emind/web-ui').then((ui) => ({ default: ui.UiProvider })));

/** Renders `children`, which use Chakra components, once Chakra has arrived; `fallback` until then. */
export function WithUi({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <UiProvider>{children}</UiProvider>
    </Suspense>
  );
}

/** Starts Chakra's download ahead of a tap that will need it (a pointer over the menu button, say); settles once loaded. */
export function preloadUi(): Promise<unknown> {
  return import('@emind/web-ui');
}
