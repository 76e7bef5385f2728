import { createHash } from 'node:crypto';
import { buildSync } from 'esbuild';

export interface InlineScript {
  /** The `<script>` element, to write into the HTML. */
  element: string;
  /** Its CSP source (`'sha256-…'`): the policy allows this one inline script and no other. */
  cspSource: string;
}

/**
 * The inline script that paints a signed-in home's frame from the stored session (@emind/web-session/home-frame),
 * bundled once when the gateway starts: it must run before any module script arrives, so it cannot be one of them.
 */
export function buildHomeFrameScript(): InlineScript {
  const { outputFiles } = buildSync({
    stdin: {
      contents: "import { paintHomeFrame } from '@emind/web-session/home-frame'; paintHomeFrame(document, localStorage, new Date());",
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    write: false,
  });
  const code = outputFiles[0]?.text.trim() ?? '';
  const digest = createHash('sha256').update(code).digest('base64');
  return { element: `<script>${code}</script>`, cspSource: `'sha256-${digest}'` };
}
