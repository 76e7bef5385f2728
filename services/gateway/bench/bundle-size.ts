// Prints the JavaScript a browser downloads on each first page (public pages and each area's home): gzipped (level 9,
// what a budget compares) and as transferred (the encoding the gateway actually served).
// Usage: start the platform with demo data (npm start), then `npx tsx services/gateway/bench/bundle-size.ts [origin]`.
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumFlags, chromiumPath, firstPages, logIn, origin, type FirstPage } from './demo-pages.ts';

/** A fresh context (empty HTTP cache) holding the area's session, when it has one. */
async function contextFor(browser: Browser, area: FirstPage): Promise<BrowserContext> {
  if (!area.email) return browser.newContext();
  const signIn = await browser.newContext();
  await logIn(await signIn.newPage(), area.email);
  const storageState = await signIn.storageState();
  await signIn.close();
  return browser.newContext({ storageState });
}

async function measure(browser: Browser, area: FirstPage): Promise<string> {
  const context = await contextFor(browser, area);
  const page = await context.newPage();
  const scripts: Promise<{ url: string; gzip: number; transferred: number }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        url: response.url(),
        gzip: gzipSync(body, { level: 9 }).length,
        // The body as it came over the wire, in the encoding the gateway chose.
        transferred: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(`${origin}${area.path}`);
  await page.waitForLoadState('networkidle');
  const measured = await Promise.all(scripts);
  await context.close();
  if (process.env.VERBOSE) for (const { url, gzip } of measured) console.log(`  ${(gzip / 1024).toFixed(1)} kB ${url.replace(origin, '')}`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const gzip = measured.reduce((sum, file) => sum + file.gzip, 0);
  const transferred = measured.reduce((sum, file) => sum + file.transferred, 0);
  return `${area.label.padEnd(38)}: ${kb(gzip)} kB gzipped, ${kb(transferred)} kB transferred, ${measured.length} files`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const area of await firstPages()) console.log(await measure(browser, area));
await browser.close();
