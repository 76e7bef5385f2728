// The shared classes and reset are in the HTML's head: the first paint is styled before any script runs.
import '@emind/web-ui/base.css';

// Three tasks instead of one long one on a phone: the federation runtime's evaluation and init end this one; the
// next resolves the shared modules and evaluates React DOM (with React); the last evaluates the bootstrap, which
// finds them evaluated already.
setTimeout(() => import('react-dom/client').then(() => setTimeout(() => import('./bootstrap.tsx'))));
