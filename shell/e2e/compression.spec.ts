import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The public page's scripts come precompressed in the encoding the browser asks for, and identical once decoded.
test('a script is served as brotli, gzip or plain as asked, keyed by encoding in caches', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const fetchAs = (encoding: string) =>
    request.fetch(script ?? '', { headers: { 'accept-encoding': encoding }, failOnStatusCode: true });

  const plain = await fetchAs('identity');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const source = await plain.body();

  const br = await fetchAs('br, gzip');
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/accept-encoding/i);
  expect(br.headers()['cache-control']).toContain('immutable');

  const gzip = await fetchAs('gzip');
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  // Playwright's request decodes bodies it understands; compare what arrives decoded with the plain file.
  const decode = (body: Buffer, encoding: string) =>
    body.equals(source) ? body : encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
  expect(decode(await br.body(), 'br').equals(source)).toBe(true);
  expect(decode(await gzip.body(), 'gzip').equals(source)).toBe(true);
  expect(Number(br.headers()['content-length'])).toBeLessThan(source.length / 2);
});

test('the HTML revalidates and an API answer above a small size is compressed', async ({ request }) => {
  const page = await request.get('/especialistas', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const api = await request.get('/api/profiles/public/psychologists', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(['br', 'gzip']).toContain(api.headers()['content-encoding']);
});
