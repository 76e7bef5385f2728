import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export interface ChunkOrigin {
  files: string[];
  initial: boolean;
  /** What loads the chunk: the requesting module's name and the request (e.g. `./bootstrap.tsx`). */
  origins: { module: string; request: string }[];
}

export const CHUNK_ORIGINS_FILE = 'chunk-origins.json';

/** Writes which module loads each chunk: the first-page budget check (bench/first-page-budget.ts) reads it. */
export const pluginChunkOrigins = (): RsbuildPlugin => ({
  name: 'emind:chunk-origins',
  setup(api) {
    api.onAfterBuild(async ({ stats, isFirstCompile }) => {
      if (!isFirstCompile || !stats || 'stats' in stats) return;
      const { chunks = [] } = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
      const summary: ChunkOrigin[] = chunks.map((chunk) => ({
        files: (chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file)),
        initial: chunk.initial,
        origins: (chunk.origins ?? []).map((origin) => ({ module: origin.moduleName ?? '', request: origin.request ?? '' })),
      }));
      await writeFile(path.join(api.context.distPath, CHUNK_ORIGINS_FILE), JSON.stringify(summary));
    });
  },
});
