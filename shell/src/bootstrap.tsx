import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startSessionKeeper } from '@emind/web-session';
import { evaluateUiCore } from '@emind/web-ui/static';
import { App } from './app/app.tsx';
import { handOffPrerender } from './lib/prerender-handoff.ts';

startSessionKeeper();
// A signed-in home (its frame carries the role) draws with Chakra at once: its styling core evaluates in a task
// ahead of the rest of @emind/web-ui.
if (document.querySelector('#prerender[data-role]')) void evaluateUiCore();

const container = document.getElementById('root');
// As a transition, the first render runs in short tasks that leave the main thread free between them (the
// prerendered first paint stays on screen meanwhile, see handOffPrerender), instead of one long task on a phone.
if (container) {
  handOffPrerender(container);
  startTransition(() => createRoot(container).render(<App />));
}
