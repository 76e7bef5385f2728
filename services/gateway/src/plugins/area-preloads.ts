import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_ORIGINS_FILE, remoteFirstPageFiles, shellFirstPageFiles } from '@emind/build-config/first-page';
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

const chunkOriginsSchema = z.array(
  z.object({
    files: z.array(z.string()),
    initial: z.boolean(),
    origins: z.array(z.object({ module: z.string(), request: z.string() })),
  }),
);
const assetsSchema = z.object({ sync: z.array(z.string()) });
const mfStatsSchema = z.object({
  exposes: z.array(z.object({ assets: z.object({ js: assetsSchema, css: assetsSchema.optional() }) })),
});

function readJson<T>(file: string, schema: z.ZodType<T>): T | null {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

const readText = (file: string): string => (statSync(file, { throwIfNoEntry: false }) ? readFileSync(file, 'utf8') : '');
const mtimeOf = (file: string): number => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The scripts a page needs before it can paint, which the browser would otherwise discover one hop at a
 * time (shell → bootstrap and shared singletons → remote entry → the remote's App chunks): listed as preloads
 * in the HTML so they download in parallel with the shell's own script. The same files the first-page budget
 * counts, from the same build output (the shell's chunk origins, the remote's mf-stats), read again when a
 * build changes them.
 */
export function createAreaPreloads(webRoot: string): (area: RemoteArea | null) => string[] {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const shellOrigins = path.join(shellDist, CHUNK_ORIGINS_FILE);
  const remoteStats = (area: RemoteArea) => path.join(webRoot, `mf-${area}`, 'dist', 'mf-stats.json');
  const cache = new Map<string, { stamp: string; hrefs: string[] }>();
  return (area) => {
    const indexHtml = path.join(shellDist, 'index.html');
    const files = area ? [indexHtml, shellOrigins, remoteStats(area)] : [indexHtml, shellOrigins];
    const stamp = files.map(mtimeOf).join(':');
    const key = area ?? 'shell';
    const cached = cache.get(key);
    if (cached?.stamp === stamp) return cached.hrefs;
    // What the HTML already loads (the entry script, its style sheet) is not preloaded a second time.
    const html = readText(indexHtml);
    const chunks = readJson(shellOrigins, chunkOriginsSchema) ?? [];
    // Only the public pages are drawn without Chakra; the account screens (area null) and dashboards need it at once.
    const shell = shellFirstPageFiles(chunks, { withDeferred: area !== 'public' })
      .filter((file) => !html.includes(`"/${file}"`))
      .map((file) => `/${file}`);
    const stats = area ? readJson(remoteStats(area), mfStatsSchema) : null;
    const remote = area && stats ? remoteFirstPageFiles(stats).map((file) => `/mf/${area}/${file}`) : [];
    // The shell asks where the remotes are before it loads one: fetched with the HTML, not after the shell has run.
    const manifest = area ? [REMOTES_MANIFEST] : [];
    const hrefs = [...new Set([...shell, ...remote, ...manifest])];
    cache.set(key, { stamp, hrefs });
    return hrefs;
  };
}

/** Where the shell reads each remote's entry (served by the gateway). */
export const REMOTES_MANIFEST = '/remotes.json';

function preloadLink(href: string, priority: string): string {
  // A fetch() preload must match the request's CORS mode to be used: same-origin fetch = crossorigin anonymous.
  if (href === REMOTES_MANIFEST) return `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous"${priority}>`;
  return `<link rel="preload" as="${href.endsWith('.css') ? 'style' : 'script'}" href="${href}"${priority}>`;
}

/** `behindFirstPaint`: the HTML paints its page itself, so its preloads wait behind what that paint needs. */
export function withPreloads(html: string, hrefs: readonly string[], behindFirstPaint = false): string {
  const priority = behindFirstPaint ? ' fetchpriority="low"' : '';
  const links = hrefs.map((href) => preloadLink(href, priority)).join('');
  return html.replace('</head>', `${links}</head>`);
}
