import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';

// Standalone development entry; in the product the shell mounts `./App`.
const container = document.getElementById('root');
if (container) createRoot(container).render(<BrowserRouter><App /></BrowserRouter>);
