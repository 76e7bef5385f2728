import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startSessionKeeper } from '@emind/web-session';
import { nextTask } from '@emind/web-ui/static';
import { handOffPrerender } from './lib/prerender-handoff.ts';

/**
 * The boot in three tasks, the browser free to paint and answer input between them: React DOM and the session are
 * evaluated in this module's, the app's own modules (router, navigation, guards) in the next, and the first render
 * starts in a third. In one, the three made a long task on a phone. The app is imported "eager": it stays in this
 * chunk (no request more), only evaluated later.
 */
async function boot(container: HTMLElement): Promise<void> {
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app.tsx');
  await nextTask();
  handOffPrerender(container);
  // As a transition, the first render runs in short tasks that leave the main thread free between them (the
  // prerendered first paint stays on screen meanwhile, see handOffPrerender), instead of one long task on a phone.
  startTransition(() => createRoot(container).render(<App />));
}

startSessionKeeper();

const container = document.getElementById('root');
if (container) void boot(container);
