// Prints the JavaScript a browser downloads on each area's first page: gzipped (level 9, what a budget compares)
// and as transferred (the encoding the gateway actually served).
// Usage: start the platform with demo data (npm start), then `npx tsx services/gateway/bench/bundle-size.ts [origin]`.
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const origin = process.argv[2] ?? 'http://127.0.0.1:8000';
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

interface Area {
  label: string;
  path: string;
  /** Demo account to log in with first; none for a visitor. */
  email?: string;
}

const areas: Area[] = [
  { label: 'visitor on /', path: '/' },
  { label: 'patient on /dashboard', path: '/dashboard', email: 'paciente@e-mind.cl' },
  { label: 'psychologist on /psicologo/dashboard', path: '/psicologo/dashboard', email: 'valentina.rojas@e-mind.cl' },
  { label: 'admin on /admin/dashboard', path: '/admin/dashboard', email: 'admin@e-mind.cl' },
];

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function measure(browser: Browser, area: Area): Promise<string> {
  const context = await browser.newContext();
  if (area.email) await logIn(await context.newPage(), area.email);
  const page = await context.newPage();
  const scripts: Promise<{ url: string; gzip: number; transferred: number }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      // The served length from the header: a script cached by the login page reports no body size of its own.
      response.body().then((body) => ({
        url: response.url(),
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: Number(response.headers()['content-length'] ?? body.length),
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

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
for (const area of areas) console.log(await measure(browser, area));
await browser.close();
