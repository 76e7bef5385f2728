import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const ownConfig = (dir: string): boolean => existsSync(path.join(root, dir, 'vitest.config.ts'));
const dirsIn = (parent: string): string[] =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);

const apps = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mf-'))];
const libs = dirsIn('libs');
// A package with its own vitest.config.ts is run through it, and left out of the shared projects.
const withOwnConfig = [...apps, ...libs].filter(ownConfig);
const nodeLibs = libs.filter((dir) => !ownConfig(dir) && !dir.startsWith('libs/web-'));
const webPackages = [...apps, ...libs.filter((dir) => dir.startsWith('libs/web-'))].filter((dir) => !ownConfig(dir));

/** Loads @emind/web-ui's lazily fetched components before component tests. */
const webUiTestSetup = path.join(root, 'libs/web-ui/src/testing/vitest-setup.ts');

/**
 * A worker keeps its modules between files (each file still builds its own app, database and render): loading Fastify,
 * Kysely, Chakra's system and happy-dom again for each of 221 files was most of the suite's time (web components 236 s
 * isolated, 83 s not; services and libs on PGlite 262 s not isolated, about 530 s isolated). Files restore what they
 * stub (vi.unstubAllGlobals) and mock no modules. Inline projects inherit nothing from the root: each sets it.
 */
const sharedModules = { isolate: false } as const;

/** In CI, each file's time goes to a JSON report that .ci/report.mjs sums up at the end of the run. */
const ciReportDir = process.env.EMIND_CI_REPORT_DIR;
const ciReport = ciReportDir
  ? { reporters: ['default', 'json'], outputFile: { json: path.join(ciReportDir, `vitest-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`) } }
  : {};

export default defineConfig({
  test: {
    ...ciReport,
    // Vitest's own default (one worker less than the cores) left one of two cores idle (web components: 144 s, on
    // both cores 95 s). Against one PostgreSQL server two files share its connections (max_connections 100): the
    // heaviest (split, rolling-restart and concurrency tests) hold 10 to 15 each (a concurrency test beside others
    // peaked at 14 measured), so two at once stay well below.
    maxWorkers: '100%',
    projects: [
      ...withOwnConfig.map((dir) => `${dir}/vitest.config.ts`),
      {
        test: {
          name: 'libs',
          ...sharedModules,
          root,
          environment: 'node',
          include: nodeLibs.map((dir) => `${dir}/src/**/*.test.ts`),
          // Some open an embedded PGlite database, which takes seconds on a loaded 2-core machine, as services do.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'services',
          ...sharedModules,
          root,
          environment: 'node',
          include: ['services/*/src/**/*.test.ts', 'services/*/test/**/*.test.ts'],
          globalSetup: ['services/gateway/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          ...sharedModules,
          root,
          environment: 'happy-dom',
          include: webPackages.map((dir) => `${dir}/src/**/*.test.{ts,tsx}`),
          setupFiles: [webUiTestSetup],
          // A test that types into a form and saves takes 1–2 s idle; with CI's two cores shared by a database pass it
          // passed Vitest's 5 s default (web-account's bank form, a rehearsal at load 7). As the node projects: 20 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
