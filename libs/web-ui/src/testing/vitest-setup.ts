// Component tests render synchronously, as a page does once the interactive components' code and Chakra's system
// have arrived.
import { afterAll, beforeAll } from 'vitest';
import { loadLazyNamespaces, toast } from '../index.ts';
import { loadSystem } from '../theme.ts';

beforeAll(() => Promise.all([loadLazyNamespaces(), loadSystem()]));

// A worker keeps its modules between files (isolate: false): what one file left behind — a toast in react-hot-toast's
// store, stored tokens, drawn nodes — must not show up in the next file's screens. (A file may run in node instead.)
afterAll(() => {
  toast.remove();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
