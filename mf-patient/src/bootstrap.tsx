import { renderStandalone } from '@emind/web-account';
import { App } from './app/app';

renderStandalone(App, '/dashboard');
