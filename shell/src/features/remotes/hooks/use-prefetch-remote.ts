import { useEffect } from 'react';
import { loadRemoteApp, type RemoteName } from '../api/remote-manifest.ts';

/**
 * Starts loading a dashboard's remote while the area still waits on something else (the consent check), so the
 * two round trips overlap instead of following each other. A failure is left to the area's own load, which retries.
 */
export function usePrefetchRemote(name: RemoteName): void {
  useEffect(() => {
    loadRemoteApp(name).catch(() => undefined);
  }, [name]);
}
