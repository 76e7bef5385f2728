import { createRoot } from 'react-dom/client';
import { startSessionKeeper } from '@emind/web-session';
import { App } from './app/app.tsx';

startSessionKeeper();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
