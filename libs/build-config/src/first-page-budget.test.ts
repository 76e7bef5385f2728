import { describe, expect, it } from 'vitest';
import type { ChunkOrigin } from './chunk-origins.ts';
import { remoteFirstPageFiles, shellFirstPageFiles } from './first-page-budget.ts';

const chunk = (file: string, module: string, request = '', initial = false): ChunkOrigin => ({
  files: [file],
  initial,
  origins: [{ module, request }],
});

describe("a first page's files", () => {
  it('are the shell entry, its bootstrap and the shared singletons, not what a route or a component loads later', () => {
    const files = shellFirstPageFiles([
      chunk('index.js', '', './src/index.ts', true),
      chunk('bootstrap.js', './src/index.ts', './bootstrap.tsx'),
      chunk('react-dom.js', 'provide shared module (default) react-dom@19.3.1 = /x/react-dom/index.js'),
      chunk('ui-glue.js', 'consume shared module (default) @emind/web-ui@* (strict)'),
      chunk('login.js', './src/app/router.tsx', './routes/login.tsx'),
      chunk('dialog.js', '../libs/web-ui/src/chakra.ts', './interactive/overlay.ts'),
    ]);
    expect(files).toEqual(['index.js', 'bootstrap.js', 'react-dom.js', 'ui-glue.js']);
  });

  it("add a remote's entry and what its App imports statically", () => {
    const stats = { exposes: [{ assets: { js: { sync: ['static/js/async/app.js'] } } }] };
    expect(remoteFirstPageFiles(stats)).toEqual(['remoteEntry.js', 'static/js/async/app.js']);
  });
});
