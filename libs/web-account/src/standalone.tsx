import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@emind/web-ui';

/**
 * Development entry of a dashboard remote run on its own: the same providers the shell gives it, with the
 * area mounted under its base path. In the product the shell mounts `./App` and this never runs.
 */
export function renderStandalone(App: ComponentType, basePath: string): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <BrowserRouter>
      <QueryClientProvider client={new QueryClient()}>
        <UiProvider>
          <Routes>
            <Route path={`${basePath}/*`} element={<App />} />
          </Routes>
        </UiProvider>
      </QueryClientProvider>
    </BrowserRouter>,
  );
}
