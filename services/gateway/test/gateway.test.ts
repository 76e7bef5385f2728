import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { demoPsychologists } from '@emind/demo-data';
import { chileUtcOffsetMinutes, dashboardGreeting } from '@emind/domain';
import { serviceNames, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soon } from './directory-cache-helpers.ts';
import { buildEmbeddedGateway } from './embedded-gateway.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let database: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-gateway-'));
  const webRoot = path.join(dir, 'web');
  await mkdir(path.join(webRoot, 'shell/dist/static/js'), { recursive: true });
  await writeFile(
    path.join(webRoot, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>e-mind</title><script defer src="/static/js/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webRoot, 'shell/dist/static/js/main.1a2b3c4d.js'), 'console.log(1)');
  await mkdir(path.join(webRoot, 'mf-public/dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'mf-public/dist/remoteEntry.js'), 'var mf_public;');
  // What the builds write: which module loads each shell chunk, and each remote's exposed chunks.
  const chunk = (file: string, initial: boolean, module: string, request = '') => ({ files: [file], initial, origins: [{ module, request }] });
  await writeFile(path.join(webRoot, 'shell/dist/chunk-origins.json'), JSON.stringify([
    chunk('static/js/main.1a2b3c4d.js', true, ''),
    chunk('static/js/async/bootstrap.3333cccc.js', false, './src/index.ts', './bootstrap.tsx'),
    chunk('static/js/async/react-dom.1111aaaa.js', false, 'provide shared module (default) react-dom@19.0.0 = react-dom'),
    chunk('static/js/async/login.4444dddd.js', false, './src/app/router.tsx', './routes/login.tsx'),
  ]));
  const stats = (exposed: string[]) => JSON.stringify({ exposes: [{ assets: { js: { sync: exposed, async: [] } } }] });
  await writeFile(path.join(webRoot, 'mf-public/dist/mf-stats.json'), stats(['static/js/async/app.2222bbbb.js']));
  await mkdir(path.join(webRoot, 'mf-patient/dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'mf-patient/dist/mf-stats.json'), stats(['static/js/async/home.5555eeee.js']));
  // What the build's precompress step leaves next to a script.
  const script = 'console.log("e-mind");'.repeat(100);
  await writeFile(path.join(webRoot, 'shell/dist/static/js/big.5e6f7a8b.js'), script);
  await writeFile(path.join(webRoot, 'shell/dist/static/js/big.5e6f7a8b.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webRoot, 'shell/dist/static/js/big.5e6f7a8b.js.gz'), gzipSync(script));

  ({ app, close, database } = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot }));
});
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('gateway', () => {
  it('serves the shell for client routes (SPA fallback) with a strict CSP', async () => {
    for (const url of ['/', '/dashboard', '/psicologo/dashboard/citas', '/reset-password/abc?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-src 'self' blob:");
  });

  it("answers an unknown address with the app (its 'Página no encontrada') and HTTP 404", async () => {
    for (const url of ['/esta-pagina-no-existe', '/especialistas/3/otra', '/admin/otra?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    expect((await get('/especialistas/3/')).statusCode).toBe(200);
  });

  it('sends the same security headers on every kind of answer: a page, a file, API JSON, a cached directory answer, a 404', async () => {
    const page = (await get('/')).headers;
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['x-frame-options']).toBe('SAMEORIGIN');
    expect(page['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page['cross-origin-opener-policy']).toBe('same-origin');
    expect(page['referrer-policy']).toBe('no-referrer');
    const headerNames = Object.keys(page).filter((name) => !['content-type', 'content-length', 'cache-control', 'date', 'connection', 'x-request-id', 'etag', 'vary', 'last-modified', 'accept-ranges'].includes(name));
    for (const url of ['/static/js/main.1a2b3c4d.js', '/api/health', '/api/profiles/public/psychologists/', '/api/profiles/public/psychologists/', '/api/nada', '/missing.js']) {
      const response = await get(url);
      for (const name of headerNames) expect(response.headers[name], `${url} ${name}`).toBe(page[name]);
    }
  });

  it("preloads the scripts of the path's area in the HTML, so the remote chain downloads in parallel", async () => {
    const links = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    // The shell's bootstrap and shared singletons (react-dom and the like, absent from the MF manifests), then the
    // remote; not the entry the HTML already loads, nor a lazily loaded screen.
    const shell = ['/static/js/async/bootstrap.3333cccc.js', '/static/js/async/react-dom.1111aaaa.js'];
    expect(links((await get('/')).body)).toEqual([...shell, '/mf/public/remoteEntry.js', '/mf/public/static/js/async/app.2222bbbb.js']);
    expect(links((await get('/especialistas/3')).body)).toContain('/mf/public/remoteEntry.js');
    expect(links((await get('/login?redirect=/x')).body)).toEqual(shell);
    const dashboard = links((await get('/dashboard/appointments')).body);
    expect(dashboard).toEqual([...shell, '/mf/patient/remoteEntry.js', '/mf/patient/static/js/async/home.5555eeee.js']);
    expect(dashboard).not.toContain('/mf/public/remoteEntry.js');
    // Where the remotes are, fetched with the HTML on a page that loads one; not on the shell's own account screens.
    const manifestPreload = '<link rel="preload" as="fetch" href="/remotes.json" crossorigin="anonymous">';
    expect((await get('/psicologo/dashboard/schedule')).body).toContain(manifestPreload);
    // A home that paints its frame from the HTML fetches them behind what that paint needs.
    expect((await get('/psicologo/dashboard')).body).toContain(manifestPreload.replace('>', ' fetchpriority="low">'));
    expect((await get('/psicologo/dashboard')).body).toContain('<link rel="preload" as="script" href="/static/js/async/bootstrap.3333cccc.js" fetchpriority="low">');
    expect((await get('/')).body).toContain(manifestPreload);
    expect((await get('/login')).body).not.toContain(manifestPreload);
  });

  it("writes the home's heading and lead into the HTML, with its title and description", async () => {
    const html = (await get('/')).body;
    expect(html).toContain('<div id="prerender"><header class="pre-nav">');
    expect(html).toMatch(/<section class="pre-hero">.*<\/section><\/div><div id="root"><\/div>/);
    expect(html).toMatch(/<h1>Terapia online con psicólogos certificados<\/h1><p>Agenda sesiones por videollamada/);
    expect(html).toContain('<title>e-mind | Psicoterapia online</title><meta name="description" content="Agenda sesiones');
    expect((await get('/login')).body).toContain('<div id="root"></div>');
    expect((await get('/login')).body).not.toContain('id="prerender"');
  });

  it("writes each static public page's banner, as mf-public spells it, into its HTML", async () => {
    const mfPublic = path.resolve(import.meta.dirname, '../../../mf-public/src');
    const sources = await Promise.all(
      ['app/routes/about.tsx', 'app/routes/contact.tsx', 'app/routes/faq.tsx', 'app/routes/privacy.tsx', 'app/routes/terms.tsx', 'app/routes/specialists.tsx', 'features/home/components/home-hero.tsx']
        .map((file) => readFile(path.join(mfPublic, file), 'utf8')),
    );
    const source = sources.join('\n');
    const paths = ['/', '/especialistas', '/quienes-somos', '/contacto', '/preguntas-frecuentes', '/privacidad', '/terminos-y-condiciones', '/terminos'];
    for (const url of paths) {
      const html = (await get(url)).body;
      const [, heading = '', lead = ''] = /<h1>([^<]+)<\/h1><p>([^<]+)<\/p>/.exec(html) ?? [];
      expect(heading, url).not.toBe('');
      // The same words the page paints when React mounts, so the first paint does not change under the reader.
      expect(source, url).toContain(heading);
      expect(source, url).toContain(lead);
    }
    expect((await get('/especialistas')).body).toContain('<title>Especialistas verificados | e-mind</title>');
  });

  it("writes each signed-in home's frame hidden, with the one inline script the CSP allows by its hash", async () => {
    for (const [url, role] of [['/dashboard', 'client'], ['/psicologo/dashboard', 'psychologist'], ['/admin/dashboard/', 'admin']] as const) {
      const response = await get(url);
      const html = response.body;
      expect(html, url).toContain(`<div id="prerender" hidden data-role="${role}" data-utc-offset="${chileUtcOffsetMinutes()}" data-greetings="`);
      const [, script = ''] = /<\/div><script>(.+?)<\/script><div id="root"><\/div>/.exec(html) ?? [];
      expect(script, url).toContain('localStorage');
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(String(response.headers['content-security-policy']), url).toContain(`script-src 'self' ${hash};`);
    }
    // The greetings are @emind/domain's, one per hour of the day.
    const greetings = /data-greetings="([^"]+)"/.exec((await get('/admin/dashboard')).body)?.[1] ?? '';
    expect(JSON.parse(greetings.replaceAll('&quot;', '"'))).toEqual(Array.from({ length: 24 }, (_, hour) => dashboardGreeting(hour)));
    for (const url of ['/', '/dashboard/appointments', '/login']) expect((await get(url)).body, url).not.toContain('data-role=');
  });

  it("writes each area's navigation into its home's frame as the remote spells it", async () => {
    const areas = [['/dashboard', 'mf-patient'], ['/psicologo/dashboard', 'mf-psychologist'], ['/admin/dashboard', 'mf-admin']] as const;
    for (const [url, remote] of areas) {
      const config = path.resolve(import.meta.dirname, `../../../${remote}/src/config`);
      const navigation = await readFile(path.join(config, 'navigation.ts'), 'utf8');
      const labels = [...navigation.matchAll(/label: '([^']+)'/g)].map((match) => match[1]);
      const strip = /<nav class="pre-strip"[^>]*>(.*?)<\/nav>/.exec((await get(url)).body)?.[1] ?? '';
      expect([...strip.matchAll(/>([^<]+)<\/a>/g)].map((match) => match[1]), url).toEqual(labels);
    }
  });

  it("renders a listed psychologist's name, title and description into a profile's HTML, escaped", async () => {
    const { id } = (await get('/api/profiles/public/psychologists/?page_size=1')).json().results[0];
    const listed: { id: number; user: { id: number }; profile_image: string } = (await get(`/api/profiles/public/psychologists/${id}`)).json();
    await sql`update identity.users set first_name = ${'<script>alert("x")</script>'}, last_name = ${"O'Brien & Co"} where id = ${listed.user.id}`.execute(database.db);
    // The profile read above is kept; on Postgres the rename's notification drops it a moment after the commit.
    let html = '';
    await expect
      .poll(async () => (html = (await get(`/especialistas/${listed.id}`)).body), soon)
      .toContain('<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co</h1>');
    expect(html).not.toContain('<script>alert');
    expect(html).toMatch(/<title>&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; O&#39;Brien &amp; Co, [^<]+ \| e-mind<\/title>/);
    expect(html).toMatch(/<meta name="description" content="&lt;script&gt;[^"<>]+">/);
    expect(html).toContain(`<img class="pre-photo" src="${listed.profile_image}" alt="Foto de &lt;script&gt;`);
    expect(html).toContain(`<link rel="preload" as="image" href="${listed.profile_image}" fetchpriority="high">`);
  });

  it("titles an unlisted or malformed profile id 'Especialista no disponible'", async () => {
    for (const url of ['/especialistas/999999', '/especialistas/abc']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<title>Especialista no disponible | e-mind</title>');
      expect(html, url).toContain('<h1>Especialista no disponible</h1>');
    }
  });

  it('answers 404 (not HTML) for missing assets, API paths, remotes and media', async () => {
    for (const url of ['/static/js/missing.js', '/favicon.png', '/api/nope', '/mf/public/missing.js', '/mf/admin/remoteEntry.js', '/media/x.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('serves hashed assets immutable and remote entries no-cache', async () => {
    const asset = await get('/static/js/main.1a2b3c4d.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const entry = await get('/mf/public/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed copy the client accepts, brotli first, with Vary', async () => {
    const url = '/static/js/big.5e6f7a8b.js';
    const original = (await get(url)).body;
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('compresses API answers above 1 KB and leaves small ones alone', async () => {
    const big = await app.inject({ method: 'GET', url: '/api/profiles/public/psychologists/?page_size=50', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).count).toBeGreaterThan(0);
    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('publishes the remotes manifest', async () => {
    const response = await get('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      mf_public: '/mf/public/remoteEntry.js',
      mf_patient: '/mf/patient/remoteEntry.js',
      mf_psychologist: '/mf/psychologist/remoteEntry.js',
      mf_admin: '/mf/admin/remoteEntry.js',
    });
  });

  it('reports health of each service and the database', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', services: Object.fromEntries(serviceNames.map((name) => [name, 'ok'])), database: 'ok' });
  });

  it('answers liveness and readiness on the gateway and on each mounted service', async () => {
    for (const base of ['/api/health', ...serviceNames.map((name) => `/api/${name}/health`)]) {
      expect([base, (await get(`${base}/live`)).statusCode]).toEqual([base, 200]);
      const ready = await get(`${base}/ready`);
      expect([base, ready.statusCode, ready.json()]).toEqual([base, 200, { status: 'ok', database: 'ok' }]);
    }
  });

  it('mounts identity under /api with the demo accounts seeded', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'psicologo@e-mind.cl', password: 'Demo1234!' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_type).toBe('psychologist');
  });

  it('mounts booking under /api with the demo schedules seeded', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: demoPsychologists[0]?.email, password: 'Demo1234!' } });
    expect(login.statusCode).toBe(200);
    const response = await app.inject({
      method: 'GET',
      url: '/api/schedules/psychologist_schedule/',
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().schedule_config).toEqual(demoPsychologists[0]?.schedule);
  });

  it('mounts catalogue under /api: the seeded directory lists the verified demo psychologists', async () => {
    const response = await get('/api/profiles/public/psychologists/?page_size=50');
    expect(response.statusCode).toBe(200);
    const verified = demoPsychologists.filter((p) => p.verification_status === 'VERIFIED');
    expect(response.json().count).toBe(verified.length);
    const avatar = await get(response.json().results[0].profile_image);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
  });

  it('lists every route in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/contacto', '/api/profiles/admin-profiles/me/update_bank_info', '/api/health', '/api/profiles/public/psychologists', '/api/pricing/configurations/current', '/api/profiles/admin/patients', '/api/comments/client/submit', '/api/comments/admin/reviews/{id}']));
  });
});
