import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startSessionKeeper } from '@emind/web-session';
import { App } from './app/app.tsx';
import { handOffPrerender } from './lib/prerender-handoff.ts';

startSessionKeeper();

const container = document.getElementById('root');
// As a transition, the first render runs in short tasks that leave the main thread free between them (the
// prerendered first paint stays on screen meanwhile, see handOffPrerender), instead of one long task on a phone.
if (container) {
  handOffPrerender(container);
  startTransition(() => createRoot(container).render(<App />));
}
