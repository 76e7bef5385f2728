import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Loader } from '@emind/web-ui/static';
import { loadRemoteApp, type RemoteName } from '../api/remote-manifest.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteError } from './remote-error.tsx';

const loaded = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

/** One lazy component per remote for the page's life, so leaving and re-entering an area does not suspend. */
function remoteComponent(name: RemoteName): LazyExoticComponent<ComponentType> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const component = lazy(async () => {
    try {
      return { default: await loadRemoteApp(name) };
    } catch (error) {
      loaded.delete(name);
      throw error;
    }
  });
  loaded.set(name, component);
  return component;
}

/** Mounts one remote's App, fetched only when this area renders; a failure offers 'Reintentar'. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [RemoteApp, setRemoteApp] = useState(() => remoteComponent(name));
  const retry = () => {
    setRemoteApp(() => remoteComponent(name));
    setAttempt((a) => a + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteError onRetry={retry} />}>
      <Suspense fallback={<Loader />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
