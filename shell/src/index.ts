// The shared classes and reset are in the HTML's head: the first paint is styled before any script runs.
import '@emind/web-ui/base.css';

// One task later: the federation runtime's own evaluation and init end this task, and resolving the shared modules
// for the bootstrap (and starting their requests) is the next, instead of both in one long task on a phone.
setTimeout(() => import('./bootstrap.tsx'));
