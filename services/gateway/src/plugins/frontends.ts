import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSitePage } from '@emind/domain';
import { messages, storageFromEnv } from '@emind/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { areaOfPath, createAreaPreloads, REMOTES_MANIFEST, withPreloads } from './area-preloads.ts';
import { mediaPlugin } from './media.ts';
import type { InlineScript } from './home-frame-script.ts';
import { homeFrameOf, withHomeFrame } from './home-frames.ts';
import { createPrerender, withPrerender } from './prerender.ts';

export const remoteAreas = ['public', 'patient', 'psychologist', 'admin'] as const;

export interface FrontendsOptions {
  webRoot: string;
  dataDir: string;
  /** Paints a signed-in home's frame; the CSP allows it by its hash (see security.ts). */
  homeFrameScript: InlineScript;
}

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

/** Text files exist in several encodings (precompressed at build), so every cache must key them by encoding. */
const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt|ico)(\.br|\.gz)?$/;

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  if (TEXT_FILE.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
  else if (HASHED.test(name)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
}

/** A client-side route: not an API/asset/media path, not /metrics (a scraper pointed at the public port gets 404), and no file extension. */
export function isSpaRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (/^\/(api|mf|media|metrics)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(path.posix.basename(pathname));
}

export const remotesManifest = (): Record<string, string> =>
  Object.fromEntries(remoteAreas.map((area) => [`mf_${area}`, `/mf/${area}/remoteEntry.js`]));

/** Serves the shell at /, each remote at /mf/<area>/, public media at /media/, with an SPA fallback. */
export const frontendsPlugin = fp<FrontendsOptions>(
  async (app, { webRoot, dataDir, homeFrameScript }) => {
    const shellDist = path.join(webRoot, 'shell', 'dist');
    const common = { cacheControl: false, setHeaders: setCacheHeaders, index: false as const, dotfiles: 'deny' as const };

    await app.register(mediaPlugin, { storage: storageFromEnv(dataDir) });
    // The builds hold .br and .gz copies of every text file (libs/build-config precompress).
    const built = { ...common, preCompressed: true };
    for (const area of remoteAreas) {
      const dist = path.join(webRoot, `mf-${area}`, 'dist');
      if (existsSync(dist)) {
        await app.register(fastifyStatic, { root: dist, prefix: `/mf/${area}/`, decorateReply: false, ...built });
      } else {
        app.log.warn(`mf-${area}/dist not found: /mf/${area}/ answers 404 until it is built`);
      }
    }
    if (existsSync(shellDist)) {
      // '/' is an app route like the others, answered by the fallback below with its area's preloads.
      await app.register(fastifyStatic, {
        root: shellDist, prefix: '/', decorateReply: false, ...built, allowedPath: (pathname: string) => pathname !== '/',
      });
    } else {
      app.log.warn('shell/dist not found: only the API is served until the frontends are built');
    }

    app.get(REMOTES_MANIFEST, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(remotesManifest()),
    );

    const preloadsFor = createAreaPreloads(webRoot);
    const prerender = createPrerender(app);
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(request.url)) {
        const html = await readFile(path.join(shellDist, 'index.html'), 'utf8').catch(() => null);
        if (html !== null) {
          const pathname = request.url.split('?')[0] ?? '/';
          const frame = homeFrameOf(pathname);
          const withAreaPreloads = withPreloads(html, preloadsFor(areaOfPath(pathname)), frame !== null);
          const page = withHomeFrame(withPrerender(withAreaPreloads, await prerender(pathname)), frame, homeFrameScript);
          // An unknown address still gets the app, which draws 'Página no encontrada', but says 404 to browsers and crawlers.
          return reply.status(isSitePage(pathname) ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
        }
      }
      return reply.status(404).send({ detail: messages.notFound });
    });
  },
  { name: 'gateway-frontends', fastify: '5.x' },
);
