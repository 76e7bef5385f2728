import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@emind/web-ui';
import { App } from './app/app';

// Standalone development entry; in the product the shell mounts `./App` with these same providers.
const queryClient = new QueryClient();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <Routes>
            <Route path="/psicologo/dashboard/*" element={<App />} />
          </Routes>
        </UiProvider>
      </QueryClientProvider>
    </BrowserRouter>,
  );
}
