import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'mf_public' | 'mf_patient' | 'mf_psychologist' | 'mf_admin';

/** What every remote exposes as `./App` (the shared contract; the shell never reads a remote's sources). */
export interface RemoteAppModule {
  App?: ComponentType;
  default?: ComponentType;
}

let manifest: Promise<Record<string, string>> | null = null;

/** `/remotes.json` is fetched once; a failed fetch is forgotten so 'Reintentar' can try again. */
function remoteManifest(): Promise<Record<string, string>> {
  manifest ??= fetch('/remotes.json')
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json ${response.status}`);
      return (await response.json()) as Record<string, string>;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

const registered = new Set<RemoteName>();
const succeeded = new Set<RemoteName>();

/** Registers only the requested remote, so no other remote's entry is ever fetched. */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  const entries = await remoteManifest();
  const entry = entries[name];
  if (!entry) throw new Error(`Remote ${name} missing from remotes.json`);
  if (!succeeded.has(name)) {
    // `force` drops the runtime's cached failure of this remote so a retry fetches its entry again.
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.add(name);
  }
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  const App = module?.App ?? module?.default;
  if (!App) throw new Error(`Remote ${name} exposes no App`);
  succeeded.add(name);
  return App;
}
