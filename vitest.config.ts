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

export default defineConfig({
  test: {
    // Vitest's own default left one of two cores idle (web components: 144 s, on both cores 95 s). On embedded
    // PGlite, test files share nothing and run on every core. Against one PostgreSQL server they would share its
    // connections (max_connections 100) while the concurrency and rolling-restart tests open many at once, so
    // that pass keeps the default it has always passed with.
    ...(process.env.DATABASE_URL ? {} : { maxWorkers: '100%' }),
    projects: [
      ...withOwnConfig.map((dir) => `${dir}/vitest.config.ts`),
      {
        test: {
          name: 'libs',
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
          root,
          environment: 'happy-dom',
          include: webPackages.map((dir) => `${dir}/src/**/*.test.{ts,tsx}`),
          setupFiles: [webUiTestSetup],
        },
      },
    ],
  },
});
