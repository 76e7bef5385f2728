import { publicOriginFromEnv, serviceManifest, storageVariables, type ServiceManifest, type ServiceName } from '@emind/server-kit';

export type ProcessName = ServiceName | 'gateway';

/** Node's own variables (a managed database's CA among them) and what every process reads: logging, draining, where metrics listen. */
const everyProcess = ['PATH', 'NODE_ENV', 'NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS', 'TZ', 'LANG', 'LOG_LEVEL', 'EMIND_DRAIN_DELAY_MS', 'EMIND_METRICS_HOST'];

/**
 * The variables each process takes from the runner's environment, and no other: a process is never handed what
 * another one needs (the admin database URL, another role's password, the private signing key). A service's list is
 * its manifest entry's `environment`; what the runner sets itself (ports, the role's DATABASE_URL, the keys) is added
 * by `environmentFor`.
 */
export function passedThroughFor<Names extends string>(manifest: ServiceManifest<Names>): Readonly<Record<Names | 'gateway', readonly string[]>> {
  const lists = { gateway: [...everyProcess, ...storageVariables, 'HOST', 'PORT', 'EMIND_TRUST_PROXY', 'EMIND_WEB_ROOT'] } as Record<Names | 'gateway', readonly string[]>;
  for (const [name, entry] of Object.entries(manifest) as [Names, ServiceManifest<Names>[Names]][]) lists[name] = [...everyProcess, ...entry.environment];
  return lists;
}

export const passedThrough = passedThroughFor(serviceManifest);

/** The whole environment of one process: the allowed variables of `source` that are set, then the runner's own. */
export function environmentFor(name: ProcessName, source: NodeJS.ProcessEnv, own: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const variable of passedThrough[name]) {
    const value = source[variable];
    if (value !== undefined) env[variable] = value;
  }
  return { ...env, ...own };
}

/**
 * The gateway's public origin (EMIND_PUBLIC_ORIGIN, else localhost at the gateway's PORT) for each service that writes
 * links: a service runs on a port of its own and is not given PORT, so it could not work the default out itself.
 */
export function publicOriginFor(name: ServiceName, source: NodeJS.ProcessEnv): Readonly<Record<string, string>> {
  return passedThrough[name].includes('EMIND_PUBLIC_ORIGIN') ? { EMIND_PUBLIC_ORIGIN: publicOriginFromEnv(source) } : {};
}
