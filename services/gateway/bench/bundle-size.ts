// Prints the gzipped JavaScript a browser downloads on the landing page (visitor) and on /dashboard (patient).
// Usage: start the platform (npm start), then `npx tsx services/gateway/bench/bundle-size.ts [origin]`.
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const origin = process.argv[2] ?? 'http://127.0.0.1:8000';
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

async function measure(page: Page, path: string, ready: string): Promise<{ files: number; gzipKb: number }> {
  const scripts = new Map<string, number>();
  const onResponse = async (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  };
  page.on('response', onResponse);
  await page.goto(`${origin}${path}`);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  if (process.env.VERBOSE) for (const [url, size] of scripts) console.log(`  ${(size / 1024).toFixed(1)} kB ${url}`);
  return { files: scripts.size, gzipKb: Math.round(bytes / 102.4) / 10 };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const visitor = await browser.newContext().then((c) => c.newPage());
const landing = await measure(visitor, '/', 'e-mind');
console.log(`visitor on /          : ${landing.gzipKb} kB gzipped JS in ${landing.files} files`);

const patient = await browser.newContext().then((c) => c.newPage());
await patient.goto(`${origin}/login`);
await patient.getByLabel('Correo electrónico').fill('paciente@e-mind.cl');
await patient.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
await patient.getByRole('button', { name: 'Iniciar sesión' }).click();
await patient.waitForURL('**/dashboard');
const fresh = await patient.context().newPage();
const dashboard = await measure(fresh, '/dashboard', 'Bienvenido');
console.log(`patient on /dashboard : ${dashboard.gzipKb} kB gzipped JS in ${dashboard.files} files`);
await browser.close();
