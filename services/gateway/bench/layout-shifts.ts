// How much each signed-in page moves while its data arrive (Cumulative Layout Shift, as Lighthouse and Chrome's field
// data count it: shifts not caused by input), at a phone's width and a desktop's, with what moved most. A page whose
// sections load separately should draw them together or keep their room; this finds the ones that do not.
// Usage: start the platform (npm start), then `npx tsx services/gateway/bench/layout-shifts.ts [origin]`.
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath, logIn, origin } from './demo-pages.ts';

const accounts = { client: 'paciente@e-mind.cl', psychologist: 'valentina.rojas@e-mind.cl', admin: 'admin@e-mind.cl' } as const;

const pages: Record<keyof typeof accounts, string[]> = {
  client: ['', '/profile', '/appointments', '/mensajes', '/reviews', '/cuestionarios', '/reembolsos', '/ficha-de-ingreso'].map((path) => `/dashboard${path}`),
  psychologist: ['', '/profile', '/schedule', '/patients', '/payments', '/reviews', '/boletas', '/ingresos', '/mensajes'].map((path) => `/psicologo/dashboard${path}`),
  admin: ['', '/profile', '/payments', '/pagos-psicologos', '/psychologists', '/pacients', '/reviews', '/solicitudes-datos', '/facturacion', '/registro-accesos'].map((path) => `/admin/dashboard${path}`),
};

const widths = [390, 1280];
/** After the network is quiet, how long a page is left to draw what its last answers bring. */
const SETTLE_MS = 800;

interface Shifts { cls: number; moved: string[] }

/** Records every layout shift not caused by input, from before the page's own scripts. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Shifts = { cls: 0, moved: [] };
    Object.assign(window, { layoutShifts: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        seen.cls += entry.value;
        for (const source of entry.sources ?? []) {
          const text = source.node instanceof Element ? `${source.node.tagName.toLowerCase()} "${(source.node.textContent ?? '').slice(0, 30)}"` : String(source.node?.nodeName);
          seen.moved.push(`${text} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const rows: string[] = [];
try {
  for (const [role, email] of Object.entries(accounts) as [keyof typeof accounts, string][]) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await logIn(page, email);
      await watchShifts(page);
      for (const path of pages[role]) {
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(SETTLE_MS);
        const { cls, moved } = await page.evaluate(() => (window as unknown as { layoutShifts: Shifts }).layoutShifts);
        rows.push(`${path.padEnd(36)} ${String(width).padStart(5)}  ${cls.toFixed(4)}  ${moved.slice(0, 2).join('; ')}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`${'page'.padEnd(36)} width  CLS     what moved most`);
for (const row of rows) console.log(row);
