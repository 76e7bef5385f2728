// Lighthouse 12 (mobile: Moto G Power, simulated slow 4G) on the public pages and each signed-in area's home (demo
// accounts); prints, asserts nothing. Each audit starts with an empty HTTP cache; a signed-in one keeps the session's
// storage (Lighthouse's own storage reset would sign it out).
// Usage: start the platform (npm start), then `npx tsx services/gateway/bench/lighthouse.ts [origin] [runs] [label]`
// (label: only the pages whose label contains it); for the figure under load, run it while `npm test` runs.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, firstPages, logIn, origin, type FirstPage } from './demo-pages.ts';

const runs = Number(process.argv[3] ?? 3);
const only = process.argv[4] ?? '';

/** benchmarkIndex: Lighthouse's own measure of the machine's single-core speed, taken as each run starts (higher is
 * faster), so that figures taken on different days or machines can be told apart; it does not see load that starts
 * later in the run. */
interface Figures { performance: number; lcpMs: number; tbtMs: number; cls: number; kib: number; benchmarkIndex: number }

/** The median of the runs that measured it: on a loaded machine a run can come back without a metric (NaN). */
const median = (values: number[]): number => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0];
if (!context) throw new Error('no default browser context');
const control = await context.newPage();
const cdp = await context.newCDPSession(control);

/** Signs out (clears the origin's storage), then signs in as the page's account when it has one. */
async function prepareSession(page: FirstPage): Promise<void> {
  await control.goto(`${origin}/`);
  await control.evaluate(() => localStorage.clear());
  if (page.email) await logIn(control, page.email);
  await control.goto('about:blank');
}

async function audit(url: string): Promise<Figures> {
  await cdp.send('Network.clearBrowserCache');
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories } = result.lhr;
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    kib: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

try {
  console.log(`Lighthouse mobile, median of ${runs} runs, ${origin}`);
  console.log('page                                   | perf | LCP     | TBT    | CLS   | transferred | machine (benchmarkIndex)');
  for (const page of (await firstPages()).filter(({ label }) => label.includes(only))) {
    await prepareSession(page);
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(`${origin}${page.path}`));
    const pick = (key: keyof Figures) => median(samples.map((sample) => sample[key]));
    console.log(
      `${page.label.padEnd(38)} | ${String(pick('performance')).padStart(4)} | ${(pick('lcpMs') / 1000).toFixed(1).padStart(5)} s | ` +
        `${Math.round(pick('tbtMs')).toString().padStart(4)} ms | ${pick('cls').toFixed(3)} | ${String(Math.round(pick('kib'))).padStart(7)} KiB | ` +
        `${Math.round(pick('benchmarkIndex'))}`,
    );
    // Each run too: a median of three hides whether the runs agreed.
    const each = samples.map((sample) => `${sample.performance} / ${Math.round(sample.tbtMs)} ms / ${(sample.lcpMs / 1000).toFixed(1)} s`);
    console.log(`${''.padEnd(38)}   runs (perf / TBT / LCP): ${each.join(', ')}`);
  }
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
}
