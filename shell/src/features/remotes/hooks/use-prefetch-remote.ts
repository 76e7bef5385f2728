import { useEffect } from 'react';
import { preloadUi } from '@emind/web-ui/static';
import { loadRemoteApp, type RemoteName } from '../api/remote-manifest.ts';

/**
 * Starts loading a dashboard's remote while the area still waits on something else (the consent check), so the
 * two round trips overlap instead of following each other. A failure is left to the area's own load, which retries.
 * Chakra comes first: evaluated before the remote's code, which imports it, each is a task of its own instead of
 * both in one, twice as long on a phone.
 */
export function usePrefetchRemote(name: RemoteName): void {
  useEffect(() => {
    preloadUi()
      .then(() => loadRemoteApp(name))
      .catch(() => undefined);
  }, [name]);
}
