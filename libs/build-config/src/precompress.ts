import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|ico)$/;
/** Below this a compressed copy saves less than the encoding header costs. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every compressible file of a build. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}

/** Precompressed copies at build time, so the gateway never compresses a static file per request. */
export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'emind:precompress',
  setup(api) {
    api.onAfterBuild(async ({ isFirstCompile }) => {
      if (!isFirstCompile) return;
      await precompressDirectory(api.context.distPath);
    });
  },
});
