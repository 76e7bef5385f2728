import '@emind/web-ui/base.css';

import('./bootstrap');
