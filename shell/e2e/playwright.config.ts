import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8010);
/** Transbank's Webpay is met by a stand-in (services/payments test support), beside the platform, 1000 ports up. */
const webpayPort = Number(process.env.E2E_WEBPAY_PORT ?? port + 1000);
process.env.E2E_WEBPAY_URL = `http://127.0.0.1:${webpayPort}`;
/** A fresh data directory per run, so the demo seed and outbox are predictable. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'emind-e2e-'));
process.env.E2E_DATA_DIR = e2eDataDir;
const ciReportDir = process.env.EMIND_CI_REPORT_DIR;
/**
 * Debian's chromium-headless-shell when installed: the same Chromium without the full browser's UI and GPU processes.
 * Three heavy specs took 146 s and 270 CPU seconds with it, 193 s and 366 with /usr/bin/chromium (same pages, same
 * results). CHROMIUM_PATH chooses another.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/**
 * What a page looks like, weighs and says to a screen reader does not depend on the database: these specs run in the
 * PGlite pass, and the PostgreSQL pass (the same build, again) leaves them out to keep CI's time.
 */
const databaseIndependentSpecs = [
  'accessibility.spec.ts', 'compression.spec.ts', 'first-page-bytes.spec.ts', 'prerendered-pages.spec.ts',
  'public-pages.spec.ts', 'shell-remotes.spec.ts', 'signed-in-home-frame.spec.ts', 'pages-hold-still.spec.ts', 'lists-fit-screens.spec.ts',
];
if (process.env.DATABASE_URL) console.log(`PostgreSQL pass: ${databaseIndependentSpecs.join(', ')} ran in the PGlite pass and are left out here`);

export default defineConfig({
  testDir: '.',
  testIgnore: process.env.DATABASE_URL ? databaseIndependentSpecs : [],
  fullyParallel: false,
  // Three, on two cores: a test spends much of its time waiting (the server, a mail job, a page settling), and two
  // workers left a third of the CPU idle (27 tests: 74 s and 96 CPU s with two, 63 s with three, 65 s with four).
  workers: 3,
  retries: 0,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // In CI, each spec's time goes to a JSON report that .ci/report.mjs sums up at the end of the run.
    ...(ciReportDir ? [['json', { outputFile: join(ciReportDir, `e2e-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`) }] as const] : []),
  ],
  // Three workers, the server and its database share two cores: a page that settles in 2 s idle can take 10 s here.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // Pages are driven as by someone who asked for less motion: menus and dialogs appear in place. A menu still sliding
    // in is "not stable" to Playwright, which after three tries scrolls it to the top of the page, under the sticky bar,
    // where the click then landed on the bar as the menu followed the scroll (CI, 'Cerrar sesión' on a loaded machine).
    reducedMotion: 'reduce',
    // Locally a failed test keeps its trace (actions, DOM snapshots, network), without the screencast, whose frames cost
    // Chromium more than the pages (GPU and browser processes 111 of 244 CPU seconds on two specs; without it 31). CI
    // records none: a CI run's files are never read, what it prints is (the error; .ci/run adds the page's ARIA snapshot), and
    // recording DOM snapshots for every action of every test cost 19 % of the wall time (4 specs, 201 s → 163 s).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [{
    command: `npx tsx services/payments/test/support/webpay-stand-in-server.ts ${webpayPort}`,
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${webpayPort}/health`,
    timeout: 60_000,
    reuseExistingServer: false,
  }, {
    command: 'npm run serve',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    // Seeding the demo data on a fresh database takes seconds idle, and over a minute on 2 cores shared with other runs.
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      EMIND_DATA_DIR: e2eDataDir,
      EMIND_SEED_DEMO: 'true',
      EMIND_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      EMIND_RATE_LIMITS: 'false',
      // Mail and expiring holds run every half second, so journeys see their mails at once.
      EMIND_JOB_INTERVAL_MS: '500',
      // Video rooms open 4 days before the start: a spec's first free slot is open now, one 6 days away is too early.
      EMIND_SESSION_EARLY_MINUTES: '5760',
      EMIND_WEBPAY_ENVIRONMENT: process.env.E2E_WEBPAY_URL,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // The video room's relay (CI's PostgreSQL pass runs coturn): the call spec then asserts a relayed candidate pair.
      ...Object.fromEntries(
        ['EMIND_TURN_URLS', 'EMIND_TURN_SECRET', 'EMIND_VIDEO_RELAY_ONLY'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
      ),
    },
  }],
});
