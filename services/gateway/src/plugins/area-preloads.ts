import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export type RemoteArea = 'public' | 'patient' | 'psychologist' | 'admin';

const SHELL_ROUTES = /^\/(login|registro|recuperar-password|reset-password)(\/|$)/;
const DASHBOARD_AREAS: [RegExp, RemoteArea][] = [
  [/^\/dashboard(\/|$)/, 'patient'],
  [/^\/psicologo\/dashboard(\/|$)/, 'psychologist'],
  [/^\/admin\/dashboard(\/|$)/, 'admin'],
];

/** The remote a path's first paint needs (the shell's router, mirrored); null for the shell's own account screens. */
export function areaOfPath(pathname: string): RemoteArea | null {
  if (SHELL_ROUTES.test(pathname)) return null;
  return DASHBOARD_AREAS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'public';
}

const assetsSchema = z.object({ js: z.object({ sync: z.array(z.string()) }) });
const manifestSchema = z.object({
  shared: z.array(z.object({ assets: assetsSchema })),
  exposes: z.array(z.object({ assets: assetsSchema })),
});

function syncScripts(manifestFile: string, pick: 'shared' | 'exposes'): string[] {
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
    return manifest[pick].flatMap((entry) => entry.assets.js.sync);
  } catch {
    return [];
  }
}

const mtimeOf = (file: string): number => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The scripts a page needs before it can paint, which the browser would otherwise discover one hop at a
 * time (shell → shared chunks → remote entry → the remote's App chunks): listed as preloads in the HTML so
 * they download in parallel with the shell's own script. Read from the builds' Module Federation manifests,
 * and read again when a build changes them.
 */
export function createAreaPreloads(webRoot: string): (area: RemoteArea | null) => string[] {
  const shellManifest = path.join(webRoot, 'shell', 'dist', 'mf-manifest.json');
  const remoteManifest = (area: RemoteArea) => path.join(webRoot, `mf-${area}`, 'dist', 'mf-manifest.json');
  const cache = new Map<string, { stamp: string; hrefs: string[] }>();
  return (area) => {
    const files = area ? [shellManifest, remoteManifest(area)] : [shellManifest];
    const stamp = files.map(mtimeOf).join(':');
    const key = area ?? 'shell';
    const cached = cache.get(key);
    if (cached?.stamp === stamp) return cached.hrefs;
    const shell = syncScripts(shellManifest, 'shared').map((file) => `/${file}`);
    const remote = area
      ? [`/mf/${area}/remoteEntry.js`, ...syncScripts(remoteManifest(area), 'exposes').map((file) => `/mf/${area}/${file}`)]
      : [];
    const hrefs = [...new Set([...shell, ...remote])];
    cache.set(key, { stamp, hrefs });
    return hrefs;
  };
}

export function withPreloads(html: string, hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
