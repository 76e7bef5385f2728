import { describe, expect, it } from 'vitest';
import type { ChunkOrigin } from './chunk-origins.ts';
import { remoteFirstPageFiles, shellFirstPageFiles } from './first-page-budget.ts';

const chunk = (file: string, module: string, request = '', initial = false): ChunkOrigin => ({
  files: [file],
  initial,
  origins: [{ module, request }],
});

describe("a first page's files", () => {
  const shellChunks = [
    chunk('index.js', '', './src/index.ts', true),
    chunk('bootstrap.js', './src/index.ts', './bootstrap.tsx'),
    chunk('react-dom.js', 'provide shared module (default) react-dom@19.3.1 = /x/react-dom/index.js'),
    chunk('react-dom-fallback.js', 'consume shared module (default) react-dom@* (strict) (fallback: /x/react-dom/index.js)'),
    chunk('chakra.js', 'provide shared module (default) @emind/web-ui@0.0.0 = /x/libs/web-ui/src/index.ts'),
    chunk('login.js', './src/app/router.tsx', './routes/login.tsx'),
    chunk('dialog.js', '../libs/web-ui/src/chakra.ts', './interactive/overlay.ts'),
  ];

  it('are the shell entry, its bootstrap and the shared singletons it provides, not what a route, a component or a fallback loads', () => {
    expect(shellFirstPageFiles(shellChunks, { withDeferred: true })).toEqual(['index.js', 'bootstrap.js', 'react-dom.js', 'chakra.js']);
  });

  it('leave out Chakra on a page drawn without it', () => {
    expect(shellFirstPageFiles(shellChunks, { withDeferred: false })).toEqual(['index.js', 'bootstrap.js', 'react-dom.js']);
  });

  it("add a remote's entry and what its App imports statically, style sheets included", () => {
    const stats = { exposes: [{ assets: { js: { sync: ['static/js/async/app.js'] }, css: { sync: ['static/css/async/app.css'] } } }] };
    expect(remoteFirstPageFiles(stats)).toEqual(['remoteEntry.js', 'static/js/async/app.js', 'static/css/async/app.css']);
  });
});
