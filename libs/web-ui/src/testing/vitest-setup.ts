// Component tests render synchronously, as a page does once the interactive components' code and Chakra's system
// have arrived.
import { configure } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { loadLazyNamespaces, toast } from '../index.ts';
import { loadSystem } from '../theme.ts';

// findBy/waitFor wait up to 1 s by default. A route is a lazy chunk whose modules a worker imports the first time a
// test renders it, and with the machine loaded (CI's two cores running a database pass beside) that import alone took
// longer: the page was still at its 'Cargando...' fallback. What a test expects is unchanged; it waits longer for it.
configure({ asyncUtilTimeout: 5_000 });

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
