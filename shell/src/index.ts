// The shared classes and reset are in the HTML's head: the first paint is styled before any script runs.
import '@emind/web-ui/base.css';

import('./bootstrap.tsx');
