import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

type RemoteModule = { App: React.ComponentType };
const manifest = (await fetch('/remotes.json').then((r) => r.json())) as Record<string, string>;
registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
const Public = lazy(async () => {
  const mod = await loadRemote<RemoteModule>('mf_public/App');
  if (!mod) throw new Error('remote missing');
  return { default: mod.App };
});

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <BrowserRouter>
      <Suspense fallback={<p>Cargando</p>}>
        <Routes>
          <Route path="/*" element={<Public />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
