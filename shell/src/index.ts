// The shared classes and reset are in the HTML's head: the first paint is styled before any script runs.
import '@emind/web-ui/base.css';

// The federation runtime sets itself up while this entry is evaluated, a long task of its own on a phone; resolving
// the shared modules and asking for the boot's chunks waits for the next task, so the two are not one.
setTimeout(() => void import('./bootstrap.tsx'), 0);
