// The main thread's long tasks while a first page boots, as a phone would run them (CPU throttled 4x, empty HTTP cache):
// each task over 50 ms after the first paint, what it ran, and their blocking time (the part of each over 50 ms, which
// Lighthouse's TBT sums). Shows which piece of work to split or remove when a page's Lighthouse score is held back by TBT.
// Beside each task, its CPU time: on a machine shared with other work, a task's length includes waiting for a core.
// Usage: start the platform (npm start), then `npx tsx services/gateway/bench/boot-tasks.ts [origin] [runs] [label]`.
import { chromium, type Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath, firstPages, logIn, origin, type FirstPage } from './demo-pages.ts';

const runs = Number(process.argv[3] ?? 3);
const only = process.argv[4] ?? '';
const LONG_TASK_US = 50_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: unlike dur, it leaves out the time spent waiting for a core on a loaded machine. */
  tdur?: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

interface LongTask { startMs: number; ms: number; cpuMs: number; what: string }

/** What a task spent its time on: its biggest inner events, named by script or kind. */
function describe(task: TraceEvent, inner: TraceEvent[]): string {
  const parts = inner
    .filter((event) => ['EvaluateScript', 'FunctionCall', 'TimerFire', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'v8.compile'].includes(event.name))
    .filter((event) => (event.dur ?? 0) > (task.dur ?? 0) / 5)
    .map((event) => {
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const url = typeof data['url'] === 'string' ? new URL(data['url'] as string, origin).pathname.split('/').pop() : '';
      return `${event.name}${url ? ` ${url}` : ''} ${Math.round((event.dur ?? 0) / 1000)}`;
    });
  return [...new Set(parts)].slice(0, 3).join(', ');
}

function longTasks(events: TraceEvent[]): { tasks: LongTask[]; blockingMs: number } {
  // The page's renderer: the process whose main thread parsed the page's HTML.
  const parse = events.filter((event) => event.name === 'ParseHTML' && String(event.args?.beginData?.['url'] ?? '').startsWith(origin)).pop();
  if (!parse) throw new Error('no HTML parse of the page in the trace');
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  const start = firstPaint?.ts ?? parse.ts;
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US && event.ts >= start)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inner = onMain.filter((event) => event !== task && event.name !== 'RunTask' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
      return { startMs: (task.ts - start) / 1000, ms: (task.dur ?? 0) / 1000, cpuMs: (task.tdur ?? 0) / 1000, what: describe(task, inner) };
    });
  return { tasks, blockingMs: tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_US / 1000, 0) };
}

async function trace(browser: Browser, area: FirstPage): Promise<{ tasks: LongTask[]; blockingMs: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    if (area.email) await logIn(page, area.email);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    // The protocol types a trace event as a string map; its numbers (ts, dur, pid) are numbers on the wire.
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
    await page.goto(`${origin}${area.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    await cdp.send('Tracing.end');
    await complete;
    return longTasks(events);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  console.log(`Long tasks after the first paint, CPU throttled 4x, median of ${runs} runs by blocking time, ${origin}`);
  for (const area of (await firstPages()).filter(({ label }) => label.includes(only))) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await trace(browser, area));
    samples.sort((a, b) => a.blockingMs - b.blockingMs);
    const median = samples[Math.floor(samples.length / 2)];
    if (!median) continue;
    console.log(`${area.label}: blocking ${Math.round(median.blockingMs)} ms (runs: ${samples.map((s) => Math.round(s.blockingMs)).join(', ')})`);
    for (const task of median.tasks) {
      console.log(`  at ${Math.round(task.startMs).toString().padStart(5)} ms  ${Math.round(task.ms).toString().padStart(4)} ms (cpu ${Math.round(task.cpuMs).toString().padStart(3)})  ${task.what}`);
    }
  }
} finally {
  await browser.close();
}
