import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8010);
/** A fresh data directory per run, so the demo seed and outbox are predictable. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'emind-e2e-'));
process.env.E2E_DATA_DIR = e2eDataDir;

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Two workers, the server and its database share two cores: a page that settles in 2 s idle can take 10 s here.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run serve',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      EMIND_DATA_DIR: e2eDataDir,
      EMIND_SEED_DEMO: 'true',
      EMIND_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      EMIND_RATE_LIMITS: 'false',
      // Mail and expiring holds run every half second, so journeys see their mails at once.
      EMIND_JOB_INTERVAL_MS: '500',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
