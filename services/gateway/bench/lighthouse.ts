// Lighthouse 12 (mobile: Moto G Power, simulated slow 4G) on the public pages; prints, asserts nothing.
// Usage: start the platform (npm start), then `npx tsx services/gateway/bench/lighthouse.ts [origin] [runs]`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const origin = process.argv[2] ?? 'http://127.0.0.1:8000';
const runs = Number(process.argv[3] ?? 3);
const chromeFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

async function firstProfilePath(): Promise<string> {
  const directory = (await (await fetch(`${origin}/api/profiles/public/psychologists/?page_size=1`)).json()) as { results: { id: number }[] };
  const id = directory.results[0]?.id;
  if (id === undefined) throw new Error('the directory is empty: seed the demo data first');
  return `/especialistas/${id}`;
}

interface Figures { performance: number; lcpMs: number; tbtMs: number; cls: number; kib: number }

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function audit(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { audits, categories } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    kib: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
  };
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
try {
  const pages = ['/', '/especialistas', await firstProfilePath()];
  console.log(`Lighthouse mobile, median of ${runs} runs, ${origin}`);
  console.log('page                 | perf | LCP     | TBT    | CLS   | transferred');
  for (const page of pages) {
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(chrome.port, `${origin}${page}`));
    const pick = (key: keyof Figures) => median(samples.map((sample) => sample[key]));
    console.log(
      `${page.padEnd(20)} | ${String(pick('performance')).padStart(4)} | ${(pick('lcpMs') / 1000).toFixed(1).padStart(5)} s | ` +
        `${Math.round(pick('tbtMs')).toString().padStart(4)} ms | ${pick('cls').toFixed(3)} | ${Math.round(pick('kib'))} KiB`,
    );
  }
} finally {
  chrome.kill();
}
