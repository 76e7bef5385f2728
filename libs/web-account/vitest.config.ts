import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web-account',
    root: import.meta.dirname,
    environment: 'happy-dom',
    // As the root config's web project (a loaded machine): 20 s.
    testTimeout: 20_000,
    // As the root config: a worker keeps its modules between files.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts', '../../libs/web-ui/src/testing/vitest-setup.ts'],
  },
});
